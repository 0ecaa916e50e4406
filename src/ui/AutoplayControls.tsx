/**
 * Autoplay: pause / resume, speed, new seed, squad policy; the game so far saved as a record, or
 * opened in Replay at this moment; or taken over in Play from this moment on. The planner
 * (the default squad policy) thinks in a Web Worker; the pacing option can dwell on big swings.
 */
import { useState } from 'react';
import { playOnOrSay, playOnProblem, setPolicy, startGame } from './live/playback';
import { SpeedControl } from './SpeedControl';
import { chamber, useChamber, type PolicyName } from './session/store';
import { GameRecordButtons } from './GameRecordButtons';
import { RulesMenu } from './RulesMenu';
import { seedFromText } from './session/seed';
import { PacingSelect, PlannerProblem } from './planner/AutoplayPlanner';
import { togglePresent } from './present/presentKeys';
import { ScenarioPicker } from './scenario/ScenarioPicker';

function newGameFrom(seedText: string): void {
  const parsed = seedFromText(seedText);
  if ('error' in parsed) chamber.showError(parsed.error);
  else startGame('autoplay', parsed.seed);
}

export function AutoplayControls() {
  const playing = useChamber((s) => s.playing);
  const problem = useChamber(playOnProblem);
  const seed = useChamber((s) => s.seed);
  const policy = useChamber((s) => s.policy);
  const [seedText, setSeedText] = useState(String(seed));
  return (
    <div className="controls">
      <button onClick={chamber.togglePlaying} data-testid="play-pause">{playing ? '❚❚ Pause' : '▶ Resume'}</button>
      <button onClick={togglePresent} data-testid="present-button" title="present: the chamber fills the window, one large caption (P)">Present</button>
      <SpeedControl />
      <ScenarioPicker onChosen={() => startGame('autoplay')} />
      <label>seed <input value={seedText} onChange={(e) => setSeedText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') newGameFrom(seedText); }} size={6} data-testid="seed" /></label>
      <button onClick={() => newGameFrom(seedText)} data-testid="new-game">New game</button>
      <button onClick={() => { const s = (Math.random() * 1e6) | 0; setSeedText(String(s)); startGame('autoplay', s); }}>New seed</button>
      <label>squad AI
        <select value={policy} onChange={(e) => { setPolicy(e.target.value as PolicyName); startGame('autoplay', seed); }} data-testid="policy">
          <option value="planner">planner</option>
          <option value="greedy">greedy</option>
          <option value="random">random</option>
        </select>
      </label>
      <RulesMenu />
      <PacingSelect />
      <GameRecordButtons />
      <button onClick={playOnOrSay} disabled={problem !== null} data-testid="take-over"
        title={problem ? `Cannot take over: ${problem}` : 'play the squad yourself from this moment on, in Play'}>Take over</button>
      <PlannerProblem />
    </div>
  );
}
