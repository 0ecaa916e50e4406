/** Every `chamber` command, in help order. Each command is one file beside this one. */
import type { Command } from '../command';
import { board } from './board';
import { los } from './los';
import { visibility } from './visibility';
import { odds } from './odds';
import { attackOdds } from './attack-odds';
import { alienDecision } from './alien-decision';
import { autoplay } from './autoplay';
import { replayVerify } from './replay-verify';
import { replayInfo } from './replay-info';
import { replaySheet } from './replay-sheet';
import { replayVideo } from './replay-video';
import { rules } from './rules';
import { reportMerge } from './report-merge';
import { compare } from './compare';
import { firingRangeCommand } from './firing-range';
import { probe } from './probe';
import { contribution } from './contribution';
import { ladder } from './ladder';
import { sweep } from './sweep';
import { calibrateCommand } from './calibrate';

export const commands: Command[] = [
  board, los, visibility, odds, attackOdds, alienDecision, autoplay, replayVerify, replayInfo, replaySheet, replayVideo,
  rules, reportMerge, compare, firingRangeCommand, probe, contribution, ladder, sweep, calibrateCommand,
];
