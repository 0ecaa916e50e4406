// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChamberUnavailable } from '../../src/ui/ChamberUnavailable';

const text = (error: Error) => renderToStaticMarkup(<ChamberUnavailable error={error} />).replace(/<[^>]+>/g, '');

describe('the chamber says why it is missing', () => {
  it('without WebGL: what to turn on', () => {
    expect(text(new Error('THREE.WebGLRenderer: Error creating WebGL context.')))
      .toBe('The 3D chamber cannot be drawn here: this browser could not start WebGL (THREE.WebGLRenderer: Error creating WebGL context.). The cards, the log, the dice, the timeline and the controls still follow the game. Turn on WebGL (hardware acceleration) and reload to see the chamber.');
  });

  it('after a fault in the scene: the fault, not a word about WebGL', () => {
    const t = text(new Error('Cannot read properties of undefined (reading \'at\')\n    at Figure (Figure.tsx:12)'));
    expect(t).toBe('The 3D chamber stopped: Cannot read properties of undefined (reading &#x27;at&#x27;). The cards, the log, the dice, the timeline and the controls still follow the game. Reload the page to draw it again.');
  });
});
