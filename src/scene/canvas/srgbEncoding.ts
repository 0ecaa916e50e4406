/**
 * The sRGB encoding every chamber shader ends with (three's sRGBTransferOETF), computed without
 * `pow`. Under software WebGL (SwiftShader) the three `pow`s per pixel were ~30% of a frame's
 * cost: measured on a 1280x720 clip frame, 60 ms of the GPU process's CPU with them, 41 without
 * the encoding at all. Here the curve 1.055 x^0.41666 - 0.055 is a sum of x^(1/2), x^(1/4), x^(1/8)
 * (square roots, one instruction each) and x, fitted over (0.0031308, 1]: at most 4.5e-5 off, a
 * hundredth of an 8-bit step, so a pixel comes out the same byte but where the exact value lies
 * within that of a rounding edge (then one step off). The linear part below 0.0031308 is three's.
 *
 * Applied to three's shader chunk before the renderer compiles any program (ChamberView).
 */
import { ShaderChunk } from 'three';

const FAST_OETF = `vec4 sRGBTransferOETF( in vec4 value ) {
	vec3 r2 = sqrt( max( value.rgb, vec3( 0.0 ) ) );
	vec3 r4 = sqrt( r2 );
	vec3 r8 = sqrt( r4 );
	vec3 encoded = 0.6423370587 * r2 + 0.7121468405 * r4 - 0.3368768267 * r8 - 0.0175637970 * value.rgb;
	return vec4( mix( encoded, value.rgb * 12.92, vec3( lessThanEqual( value.rgb, vec3( 0.0031308 ) ) ) ), value.a );
}`;

const THREE_OETF = /vec4 sRGBTransferOETF\( in vec4 value \) \{[^}]*\}/;

/** Swaps three's sRGB output encoding for the fitted one; false when three's chunk is not as expected (left as it is). */
export function fitSrgbEncoding(): boolean {
  const chunk = ShaderChunk.colorspace_pars_fragment;
  if (chunk.includes(FAST_OETF)) return true;
  if (!THREE_OETF.test(chunk)) return false;
  ShaderChunk.colorspace_pars_fragment = chunk.replace(THREE_OETF, FAST_OETF);
  return true;
}
