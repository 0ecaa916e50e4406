/**
 * The planner's Web Worker (issue 19 §1): the squad planner and the win-chance estimates run here,
 * off the page's main thread, so the chamber never stutters while they think. The page talks to
 * it through comlink (client.ts); what it does is service.ts.
 */
import { expose } from 'comlink';
import { createPlannerService } from './service';

expose(createPlannerService());
