import { chamber, SPEEDS, useChamber } from './session/store';

export function SpeedControl() {
  const speed = useChamber((s) => s.speed);
  return (
    <label className="speed">speed
      <select value={speed} onChange={(e) => chamber.setSpeed(Number(e.target.value))} data-testid="speed">
        {SPEEDS.map((s) => <option key={s} value={s}>{s}x</option>)}
      </select>
    </label>
  );
}
