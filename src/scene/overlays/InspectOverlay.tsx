/**
 * The Inspect mode in the chamber (RULINGS S1-S8): the centre-to-centre segment, the squares whose
 * interior it crosses shaded, every exact corner touch as a large point with the squares meeting
 * there written beside it, each blocker coloured by its kind (wall red, door orange, figure
 * magenta; a figure corner grazed, yellow), the two points A and B, and the visibility map with
 * the squares a variant changes outlined. Drawn over the board (no depth test) so a wall never
 * hides a mark: the top-down view is the one for rulings.
 */
import { memo } from 'react';
import { PlaneGeometry, SphereGeometry } from 'three';
import type { Board, Square } from '../../engine/state/types';
import { Beam } from '../Beam';
import { pointToWorld, squareToWorld, textScale } from '../grid';
import { labelTexture } from '../canvas/labelTexture';
import { lineColour, MAP_COLOURS, MARK_COLOURS, type CornerMark, type InspectView } from './inspectView';

const OVER = 6;
const LINE_Y = 0.6;
/**
 * One geometry for every tile and one for every dot, scaled per mesh: a map redrawn after a drag
 * (some 70 tiles) then makes and uploads no geometry. `dispose={null}` keeps them when a mesh goes.
 */
const TILE = new PlaneGeometry(1, 1);
const DOT = new SphereGeometry(1, 16, 10);

function Tile({ board, square, colour, opacity, y = 0.025, size = 0.92, name }: { board: Board; square: Square; colour: string; opacity: number; y?: number; size?: number; name?: string }) {
  const p = squareToWorld(board, square);
  return (
    <mesh geometry={TILE} dispose={null} position={[p.x, y, p.z]} rotation-x={-Math.PI / 2} scale={[size, size, 1]} name={name} renderOrder={2}>
      <meshBasicMaterial color={colour} transparent opacity={opacity} depthWrite={false} />
    </mesh>
  );
}

function Outline({ board, square, colour, width = 0.07, name }: { board: Board; square: Square; colour: string; width?: number; name?: string }) {
  const c = squareToWorld(board, square);
  const h = 0.44;
  const pts = [{ x: c.x - h, z: c.z - h }, { x: c.x + h, z: c.z - h }, { x: c.x + h, z: c.z + h }, { x: c.x - h, z: c.z + h }];
  return (
    <group name={name}>
      {pts.map((a, i) => <Beam key={i} from={a} to={pts[(i + 1) % 4]} y={LINE_Y} width={width} colour={colour} overAll renderOrder={OVER} />)}
    </group>
  );
}

function Label({ text, x, y, z, colour, background, height = 0.24 }: { text: string; x: number; y: number; z: number; colour: string; background: string; height?: number }) {
  const label = labelTexture(text, { color: colour, background, size: 40, bold: true });
  if (!label) return null;
  return (
    <sprite position={[x, y, z]} scale={[height * label.aspect, height, 1]} renderOrder={OVER + 2}>
      <spriteMaterial dispose={null} map={label.texture} depthTest={false} />
    </sprite>
  );
}

/**
 * A corner touch: a dot a third of a square across with a dark ring, so it reads at 1280x720 in
 * the top-down view, and the meeting squares on a chip. Chips alternate sides of the line, so two
 * touches close together never cover each other.
 */
function Corner({ board, mark, side, normal, shift }: { board: Board; mark: CornerMark; side: number; normal: { x: number; z: number }; shift: { x: number; z: number } }) {
  const p = pointToWorld(board, mark.at);
  const colour = MARK_COLOURS[mark.kind];
  const off = 0.62 * side;
  const chip = { x: p.x + normal.x * off + shift.x, z: p.z + normal.z * off + shift.z };
  return (
    <group name={`corner-${mark.label}`}>
      <mesh geometry={DOT} dispose={null} position={[p.x, LINE_Y + 0.02, p.z]} scale={0.25} renderOrder={OVER + 1}>
        <meshBasicMaterial color="#0f172a" depthTest={false} />
      </mesh>
      <mesh geometry={DOT} dispose={null} position={[p.x, LINE_Y + 0.04, p.z]} scale={0.19} renderOrder={OVER + 1}>
        <meshBasicMaterial color={colour} depthTest={false} />
      </mesh>
      <Beam from={{ x: p.x, z: p.z }} to={chip} y={LINE_Y + 0.03} width={0.03} colour={colour} overAll renderOrder={OVER + 1} />
      <Label text={mark.label} x={chip.x} y={LINE_Y + 0.3} z={chip.z} colour="#0f172a" background={colour} height={0.3 * textScale(board)} />
    </group>
  );
}

function PointMark({ board, square, letter }: { board: Board; square: Square; letter: 'A' | 'B' }) {
  const p = squareToWorld(board, square);
  const colour = letter === 'A' ? '#38bdf8' : '#f472b6';
  return (
    <group name={`point-${letter}`}>
      <Outline board={board} square={square} colour={colour} width={0.09} />
      <Label text={`${letter} ${square}`} x={p.x} y={LINE_Y + 0.1} z={p.z + 0.36} colour="#0f172a" background={colour} height={0.26 * textScale(board)} />
    </group>
  );
}

export const InspectOverlay = memo(function InspectOverlay({ board, view }: { readonly board: Board; readonly view: InspectView }) {
  const { line } = view;
  let normal = { x: 0, z: -1 };
  let along = { x: 0, z: 0 };
  let start = { x: 0, z: 0 };
  let length = 1;
  if (line) {
    const a = squareToWorld(board, line.from);
    const b = squareToWorld(board, line.to);
    const len = Math.hypot(b.x - a.x, b.z - a.z) || 1;
    along = { x: (b.x - a.x) / len, z: (b.z - a.z) / len };
    start = a;
    length = len;
    normal = { x: -(b.z - a.z) / len, z: (b.x - a.x) / len };
    // Chips above the line in the picture (north), where the board's labels are not.
    if (normal.z > 0 || (normal.z === 0 && normal.x < 0)) normal = { x: -normal.x, z: -normal.z };
  }
  return (
    <group name="inspect-overlay">
      {view.map?.map((m) => <Tile key={`m${m.square}`} board={board} square={m.square} colour={MAP_COLOURS[m.cell]} opacity={m.cell === 'outsideArc' ? 0.45 : 0.32} name={`map-${m.cell}-${m.square}`} />)}
      {view.changed.map((sq) => <Outline key={`c${sq}`} board={board} square={sq} colour="#22d3ee" width={0.06} name={`changed-${sq}`} />)}
      {view.crossed.map((sq) => <Tile key={`x${sq}`} board={board} square={sq} colour="#fde047" opacity={0.28} y={0.035} size={0.8} name={`crossed-${sq}`} />)}
      {view.blockers.map((b) => <Outline key={`b${b.square}`} board={board} square={b.square} colour={MARK_COLOURS[b.kind]} name={`blocker-${b.kind}-${b.square}`} />)}
      {line && <Beam from={squareToWorld(board, line.from)} to={squareToWorld(board, line.to)} y={LINE_Y} width={0.06} colour={lineColour(line)} overAll renderOrder={OVER} />}
      {line && view.corners.map((c, i) => {
        // Chips lean towards the middle of the line, away from the figures' tags at its two ends.
        const p = pointToWorld(board, c.at);
        const t = ((p.x - start.x) * along.x + (p.z - start.z) * along.z) / length;
        const lean = (t < 0.5 ? 0.4 : -0.4);
        return <Corner key={c.label} board={board} mark={c} side={i % 2 === 0 ? 1 : -1} normal={normal} shift={{ x: along.x * lean, z: along.z * lean }} />;
      })}
      {view.hover && <Beam from={squareToWorld(board, view.hover.from)} to={squareToWorld(board, view.hover.to)} y={LINE_Y - 0.02} width={0.04} colour={lineColour(view.hover)} opacity={0.8} overAll renderOrder={OVER} />}
      {view.a && <PointMark board={board} square={view.a} letter="A" />}
      {view.b && <PointMark board={board} square={view.b} letter="B" />}
    </group>
  );
});
