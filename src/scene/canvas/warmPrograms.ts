/**
 * Starts compiling the chamber's shader programs as soon as the renderer exists, before React has
 * built the scene: the GPU process compiles them while the main thread builds the board, figures
 * and labels, and the first frame finds them ready instead of waiting ~0.2 s on links (software
 * GL). three keys a program by the material's parameters and by which attributes the geometry
 * has (colours, normals), so this draws one triangle of each kind the first frame shows; the
 * chamber's own materials then reuse these programs.
 */
import {
  BufferAttribute, BufferGeometry, CanvasTexture, Mesh, MeshBasicMaterial, PerspectiveCamera, Scene, Sprite,
  SpriteMaterial, type WebGLRenderer,
} from 'three';

function triangle({ colours = false, normals = false, alpha = false }: { colours?: boolean; normals?: boolean; alpha?: boolean }): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(9), 3));
  g.setAttribute('uv', new BufferAttribute(new Float32Array(6), 2));
  if (colours) g.setAttribute('color', alpha ? new BufferAttribute(new Float32Array(12), 4) : new BufferAttribute(new Float32Array(9), 3));
  if (normals) g.setAttribute('normal', new BufferAttribute(new Float32Array(9), 3));
  return g;
}

/**
 * The throwaway scene stays referenced and undisposed: three frees a program when the last
 * material using it is disposed, and these hold the programs until the chamber's own use them.
 */
let kept: Scene | null = null;

/** Compiles (without waiting for it) one program per kind of material the first frame draws. */
export function warmPrograms(gl: WebGLRenderer): void {
  if (typeof document === 'undefined' || kept) return;
  const label = new CanvasTexture(document.createElement('canvas'));
  const kinds: [BufferGeometry, MeshBasicMaterial][] = [
    // light baked into vertex colours: floor and walls (merged copies), doors, props, bodies
    [triangle({ colours: true }), new MeshBasicMaterial({ vertexColors: true })],
    [triangle({ colours: true, normals: true }), new MeshBasicMaterial({ vertexColors: true })],
    // facing arcs; squares watched on overwatch (vertex colours with alpha)
    [triangle({ colours: true }), new MeshBasicMaterial({ vertexColors: true, transparent: true })],
    [triangle({ colours: true, alpha: true }), new MeshBasicMaterial({ vertexColors: true, transparent: true })],
    // flat-coloured rings and marks; the active figure's ring, watched half-planes (see-through)
    [triangle({ normals: true }), new MeshBasicMaterial()],
    [triangle({ normals: true }), new MeshBasicMaterial({ transparent: true })],
    // canvas-drawn text: edge labels around the board, cover markers on it
    [triangle({}), new MeshBasicMaterial({ map: label, transparent: true })],
    [triangle({ normals: true }), new MeshBasicMaterial({ map: label, transparent: true })],
  ];
  const scene = new Scene();
  for (const [geometry, material] of kinds) scene.add(new Mesh(geometry, material));
  // Figure tags and token labels.
  scene.add(new Sprite(new SpriteMaterial({ map: label })));
  gl.compile(scene, new PerspectiveCamera());
  kept = scene;
}
