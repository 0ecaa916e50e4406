/**
 * The statecharts' public API for the app and the CLI (issue 3 §1-§2): see actor.ts for the
 * events to send and the snapshot view to read.
 */
export { createGameActor, viewOf, type GameActor, type GameActorOptions, type GameSnapshot, type GameView } from './actor';
export { gameMachine, type GameMachine } from './game-machine';
export type { GameContext, GameInput, GameMachineEvent } from './flow';
export type { GameOutput } from './setup';
export { attachInspector } from './inspect';
export { runGame, playFrom, startingState, type RunGameOptions } from './run-game';
