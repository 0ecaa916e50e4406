/**
 * The statecharts' public API (kit 05 §1): the game machine, an actor over it, the snapshot view,
 * the trail of transitions, and the squad controller port. The runner (src/runner) is what the
 * CLI, the page and the tests use to play, replay and verify games through them.
 */
export { activePath, createGameActor, viewOf, type GameActor, type GameActorOptions, type GameSnapshot, type GameView } from './actor';
export { gameMachine, type GameMachine } from './game-machine';
export type { GameContext, GameInput, GameMachineEvent, SquadController, SquadEvent, SquadNeed } from './flow';
export type { GameOutput } from './setup';
export { stepsOf, type Trail, type TrailStep } from './trail';
export { attachInspector } from './inspect';
