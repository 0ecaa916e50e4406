/**
 * The one game runner (the boardgame.io shape: a game is its start plus its decisions), above the
 * statecharts (src/machines) and the record format (src/replay). Every consumer goes through it:
 * the `chamber` CLI, the page (live games, the record loader, kept records, "Play on from here"),
 * the balance lab and the tests.
 * - play a game from a controller: `playGame`, `runGame`, `recordOf`;
 * - replay a record into keyframes and verify it, in one re-simulation: `replayRecord`, `verifyRecord`;
 * - run a live game in the page, paced, a person or a policy deciding: `LiveGame`, `runOnToDecision`.
 */
export { answering, paced, person, thinking, recordedDecisions, MAX_DECISIONS_PER_GAME, type AsyncDecide, type PacedController } from './controllers';
export { keyframesOf, stepsOfKeyframes, type Keyframe } from './keyframes';
export { keyframesOfDecisions, LiveGame, runOnToDecision, type LiveGameOptions } from './live';
/** Development: the Stately inspector for live games' charts (`?inspect`). */
export { attachInspector } from '../machines';
export { playGame, recordOf, runGame, type PlayedGame, type RecordMeta, type RunGameOptions } from './play';
export { replayRecord, verifyRecord, type Replayed, type Verdict } from './replay';
export { notesOfPlans, plansOfNotes } from './plan-notes';
export { startOf, startingState, type GameStart } from './start';
