/**
 * The board's static layer (floor, walls, cover props, edge labels) drawn once per camera pose and
 * reused: every later frame restores its colours and depths in one full-screen pass and draws only
 * the live layer (figures, doors, overlays, effects) on top.
 *
 * Why: under software WebGL (SwiftShader, no GPU) every covered pixel of every draw costs CPU time,
 * and the floor and walls cover most of the canvas. Drawing them each frame was the largest part
 * of a frame's cost; the restore pass is one cheap texel copy per pixel. Depth is restored too, so
 * walls still hide figures behind them exactly as before (same geometry, same camera, same depths).
 *
 * Plain three (no React): `StaticLayerRendering` calls `render` once per frame.
 */
import {
  AlwaysDepth, BackSide, Color, DepthTexture, DoubleSide, FrontSide, GLSL3, Matrix4, Mesh, OrthographicCamera,
  PlaneGeometry, RawShaderMaterial, Scene, UnsignedIntType, WebGLRenderTarget,
  type Camera, type Material, type Object3D, type Side, type WebGLRenderer,
} from 'three';

export const STATIC_LAYER = 'static-layer';
export const LIVE_LAYER = 'live-layer';
/** Frames drawn in full while the cache's programs compile, where their progress cannot be asked. */
const FRAMES_TO_COMPILE = 20;

/** Depths only: the static layer's depth pass. */
function depthOnly(side: Side): RawShaderMaterial {
  return new RawShaderMaterial({
    vertexShader: 'uniform mat4 modelViewMatrix; uniform mat4 projectionMatrix; in vec3 position;\n'
      + 'void main() { gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
    fragmentShader: 'precision lowp float; void main() {}',
    colorWrite: false,
    side,
    glslVersion: GLSL3,
  });
}

/** Copies the cached colour and depth, texel for texel, into the canvas. */
function restoreMaterial(): RawShaderMaterial {
  return new RawShaderMaterial({
    uniforms: { colour: { value: null }, depth: { value: null } },
    vertexShader: 'in vec3 position; void main() { gl_Position = vec4(position.xy * 2.0, 0.0, 1.0); }',
    fragmentShader: 'precision highp float; uniform highp sampler2D colour; uniform highp sampler2D depth; out vec4 outColour;\n'
      + 'void main() { ivec2 p = ivec2(gl_FragCoord.xy); outColour = texelFetch(colour, p, 0); gl_FragDepth = texelFetch(depth, p, 0).r; }',
    depthFunc: AlwaysDepth,
    glslVersion: GLSL3,
  });
}

/** The renderer's clear colour now (scratch). */
const clearNow = new Color();

interface Pose { readonly view: Matrix4; readonly projection: Matrix4; width: number; height: number }

/**
 * The same matrix as the GPU gets it: uniforms are 32-bit floats. The orbit controls' update each
 * frame can move a camera that stands still by a few units in the last place of a 64-bit float
 * (seen in the top-down view: x drifting by 7e-33 a frame), which no pixel can show, and which an
 * exact comparison took for a camera moving, so that view was never drawn from the cache.
 */
function sameAsDrawn(a: Matrix4, b: Matrix4): boolean {
  for (let i = 0; i < 16; i++) if (Math.fround(a.elements[i]) !== Math.fround(b.elements[i])) return false;
  return true;
}

function samePose(a: Pose, camera: Camera, width: number, height: number): boolean {
  return a.width === width && a.height === height && sameAsDrawn(a.view, camera.matrixWorld) && sameAsDrawn(a.projection, camera.projectionMatrix);
}

function notePose(a: Pose, camera: Camera, width: number, height: number): void {
  a.view.copy(camera.matrixWorld);
  a.projection.copy(camera.projectionMatrix);
  a.width = width;
  a.height = height;
}

export class StaticLayerCache {
  private colour: WebGLRenderTarget | null = null;
  private depth: WebGLRenderTarget | null = null;
  /** What the cache shows: the camera pose, the static layer's content key and the clear colour (a clip draws the page's in). */
  private readonly cached: Pose = { view: new Matrix4(), projection: new Matrix4(), width: 0, height: 0 };
  private cachedContent: unknown = undefined;
  private readonly cachedClear = new Color();
  private cachedClearAlpha = -1;
  private valid = false;
  /** The pose of the last frame, cached or not: a camera that moved since is still moving. */
  private readonly last: Pose = { view: new Matrix4(), projection: new Matrix4(), width: 0, height: 0 };
  private readonly restore = restoreMaterial();
  private readonly quad = new Scene();
  private readonly quadCamera = new OrthographicCamera();
  private readonly depthMaterials = new Map<Side, RawShaderMaterial>();
  /** Frames drawn from the cache, and times the cache was (re)built: for tests and the bench. */
  readonly stats = { reused: 0, rebuilt: 0, plain: 0 };
  /** Off: every frame is drawn in full (for comparing the two, and for debugging the scene). */
  enabled = true;
  /**
   * The restore and depth programs compile in the background (the first frames are drawn in
   * full meanwhile): using a program before it is linked makes the main thread wait for the GPU
   * process to finish everything queued before it, half a second at start-up under software GL.
   */
  private programs: 'unknown' | 'compiling' | 'ready' | number = 'unknown';

  constructor() {
    const mesh = new Mesh(new PlaneGeometry(1, 1), this.restore);
    mesh.frustumCulled = false;
    this.quad.add(mesh);
  }

  /**
   * Draws one frame of `scene`. The static layer's `userData.content` names what it shows (the
   * board): a new value rebuilds the cache. While the camera moves, frames are drawn plainly; the
   * cache is built on the first frame the camera holds still.
   */
  render(gl: WebGLRenderer, scene: Scene, camera: Camera): void {
    const staticRoot = scene.getObjectByName(STATIC_LAYER);
    const liveRoot = scene.getObjectByName(LIVE_LAYER);
    const ctx = gl.getContext();
    const width = ctx.drawingBufferWidth;
    const height = ctx.drawingBufferHeight;
    scene.updateMatrixWorld();
    if (camera.parent === null) camera.updateMatrixWorld();
    const still = samePose(this.last, camera, width, height);
    notePose(this.last, camera, width, height);
    if (!this.enabled || this.programs !== 'ready' || !staticRoot || !liveRoot || !still) {
      this.valid = false;
      this.stats.plain++;
      gl.render(scene, camera);
      // Queued after the frame's own draws, so the first frame never waits for these.
      this.compilePrograms(gl, camera);
      return;
    }
    const content = staticRoot.userData.content;
    const clearAlpha = gl.getClearAlpha();
    const cleared = gl.getClearColor(clearNow).equals(this.cachedClear) && clearAlpha === this.cachedClearAlpha;
    if (!this.valid || content !== this.cachedContent || !cleared || !samePose(this.cached, camera, width, height)) {
      this.build(gl, scene, camera, liveRoot, staticRoot, width, height);
      this.cachedContent = content;
      this.cachedClear.copy(clearNow);
      this.cachedClearAlpha = clearAlpha;
      notePose(this.cached, camera, width, height);
      this.valid = true;
      this.stats.rebuilt++;
    } else {
      this.stats.reused++;
    }
    const autoClear = gl.autoClear;
    gl.autoClear = false;
    gl.setRenderTarget(null);
    gl.render(this.quad, this.quadCamera);
    staticRoot.visible = false;
    gl.render(scene, camera);
    staticRoot.visible = true;
    gl.autoClear = autoClear;
  }

  /** Draws the static layer alone to the canvas (the full colour pipeline), copies its colours, and renders its depths. */
  private build(gl: WebGLRenderer, scene: Scene, camera: Camera, liveRoot: Object3D, staticRoot: Object3D, width: number, height: number): void {
    if (!this.colour || !this.depth || this.colour.width !== width || this.colour.height !== height) {
      this.colour?.dispose();
      this.depth?.dispose();
      this.colour = new WebGLRenderTarget(width, height, { depthBuffer: false });
      this.depth = new WebGLRenderTarget(width, height, { depthTexture: new DepthTexture(width, height, UnsignedIntType) });
      gl.initRenderTarget(this.colour);
    }
    liveRoot.visible = false;
    // Colours: tone mapping and the output colour space apply only when drawing to the canvas.
    gl.setRenderTarget(null);
    gl.clear();
    gl.render(scene, camera);
    const ctx = gl.getContext() as WebGL2RenderingContext;
    const target = (gl.properties.get(this.colour) as { __webglFramebuffer: WebGLFramebuffer }).__webglFramebuffer;
    gl.state.bindFramebuffer(ctx.READ_FRAMEBUFFER, null);
    gl.state.bindFramebuffer(ctx.DRAW_FRAMEBUFFER, target);
    ctx.blitFramebuffer(0, 0, width, height, 0, 0, width, height, ctx.COLOR_BUFFER_BIT, ctx.NEAREST);
    gl.state.bindFramebuffer(ctx.DRAW_FRAMEBUFFER, null);
    // Depths: the same meshes with a depth-only material of the same side; what writes no depth
    // in the colour pass (see-through labels) writes none here either.
    const swapped: [Mesh, Material | Material[]][] = [];
    const hidden: Object3D[] = [];
    staticRoot.traverse((o) => {
      if (!('material' in o)) return; // groups
      const m = o as Mesh;
      if (!o.visible) return;
      if (m.isMesh && !Array.isArray(m.material) && m.material.depthWrite) {
        swapped.push([m, m.material]);
        m.material = this.depthMaterialFor(m.material.side);
      } else {
        o.visible = false;
        hidden.push(o);
      }
    });
    gl.setRenderTarget(this.depth);
    gl.clear();
    gl.render(scene, camera);
    gl.setRenderTarget(null);
    for (const [m, material] of swapped) m.material = material;
    for (const o of hidden) o.visible = true;
    liveRoot.visible = true;
    this.restore.uniforms.colour.value = this.colour.texture;
    this.restore.uniforms.depth.value = this.depth.depthTexture;
  }

  private compilePrograms(gl: WebGLRenderer, camera: Camera): void {
    if (typeof this.programs === 'number') {
      if (--this.programs <= 0) this.programs = 'ready';
      return;
    }
    if (this.programs !== 'unknown') return;
    this.programs = 'compiling';
    const probe = new Mesh((this.quad.children[0] as Mesh).geometry, this.depthMaterialFor(FrontSide));
    probe.frustumCulled = false;
    const depth = new Scene().add(probe);
    if (gl.extensions.has('KHR_parallel_shader_compile')) {
      Promise.all([gl.compileAsync(this.quad, this.quadCamera), gl.compileAsync(depth, camera)])
        .then(() => { this.programs = 'ready'; })
        // Could not compile: stay with full frames.
        .catch(() => { this.programs = 'compiling'; });
    } else {
      // No way to ask whether a program is linked without waiting for it (SwiftShader has no
      // parallel compile): start the compiles now and use them some frames later.
      gl.compile(this.quad, this.quadCamera);
      gl.compile(depth, camera);
      this.programs = FRAMES_TO_COMPILE;
    }
  }

  /**
   * The WebGL context was lost and is back: every GPU object is gone, and three makes its own
   * again on first use. The cache's render targets would be used through handles that no longer
   * exist (the colour copy below reads the framebuffer handle directly), so they are dropped, not
   * disposed, and the restore programs are compiled anew before the cache is used again.
   */
  contextRestored(): void {
    this.colour = null;
    this.depth = null;
    this.valid = false;
    this.programs = 'unknown';
  }

  private depthMaterialFor(side: Side): RawShaderMaterial {
    const s = side === BackSide || side === DoubleSide ? side : FrontSide;
    let m = this.depthMaterials.get(s);
    if (!m) { m = depthOnly(s); this.depthMaterials.set(s, m); }
    return m;
  }

  dispose(): void {
    this.colour?.dispose();
    this.depth?.dispose();
    this.restore.dispose();
    for (const m of this.depthMaterials.values()) m.dispose();
    for (const o of this.quad.children) (o as Mesh).geometry.dispose();
  }
}
