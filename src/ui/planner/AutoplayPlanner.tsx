/**
 * Autoplay's planner controls: the pacing option (a fixed hold per event, or "dwell on big
 * swings", pacing.ts) and, when the planner's worker failed, the one line saying so (Autoplay
 * then plays greedy).
 */
import { usePlanner, type Pacing } from './planStore';

export function PacingSelect() {
  const pacing = usePlanner((s) => s.pacing);
  const setPacing = usePlanner((s) => s.setPacing);
  return (
    <label title="fixed: each moment held by what happens in it; swings: longer where the squad's win chance swung (the graph's marks)">pacing
      <select value={pacing} onChange={(e) => setPacing(e.target.value as Pacing)} data-testid="pacing">
        <option value="fixed">fixed</option>
        <option value="swings">swings</option>
      </select>
    </label>
  );
}

export function PlannerProblem() {
  const problem = usePlanner((s) => s.problem);
  if (!problem) return null;
  return <span className="planner-problem" data-testid="planner-problem" title={problem}>Planner unavailable ({problem}): playing greedy.</span>;
}
