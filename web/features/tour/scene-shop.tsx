import { useEffect, useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { makeBoardTexture, makeSignTexture } from './sign-texture.ts';
import { shopDecor, type Side } from './tour-model.ts';

/** World units per spec "px": shops 550 apart become 5.5 units. */
export const SCALE = 1 / 100;
export const ROAD_HALF_WIDTH = 3;
const SIDEWALK = 2;
const DEPTH = 4;
const WIDTH = 5;

export type ShopLabels = { name: string; open: string; hours: string; rating: number; special: string | null; enter: string; dir: 'rtl' | 'ltr' };

const pointer = (cursor: string) => (event: ThreeEvent<PointerEvent>) => {
  event.stopPropagation();
  document.body.style.cursor = cursor;
};

/** One shop: a small building facing the street, its sign, a door, decorations and an Enter board. */
export function SceneShop({ store, side, z, labels, lampsOn, onEnter }: {
  store: StoreDto;
  side: Side;
  z: number;
  labels: ShopLabels;
  lampsOn: boolean;
  onEnter: (store: StoreDto) => void;
}) {
  const decor = useMemo(() => shopDecor(store.id), [store.id]);
  const height = 3.8 + (decor.plants ? 0.6 : 0) + (decor.lantern ? 0.4 : 0);
  const sign = useMemo(() => makeSignTexture(labels), [labels]);
  const board = useMemo(() => makeBoardTexture(labels.enter, labels.dir), [labels.enter, labels.dir]);
  useEffect(() => () => sign.dispose(), [sign]);
  useEffect(() => () => board.dispose(), [board]);

  const x = (ROAD_HALF_WIDTH + SIDEWALK + DEPTH / 2) * (side === 'left' ? -1 : 1);
  // The front (local +z) faces the road on either side.
  const rotation = side === 'left' ? Math.PI / 2 : -Math.PI / 2;
  const front = DEPTH / 2;
  const glow = lampsOn ? 0.9 : 0;
  const enter = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    onEnter(store);
  };

  return (
    <group position={[x, 0, z]} rotation={[0, rotation, 0]}>
      <mesh position={[0, height / 2, 0]}>
        <boxGeometry args={[WIDTH, height, DEPTH]} />
        <meshStandardMaterial color={decor.facade} />
      </mesh>
      <mesh position={[0, height + 0.15, 0]}>
        <boxGeometry args={[WIDTH + 0.3, 0.3, DEPTH + 0.3]} />
        <meshStandardMaterial color={decor.awning} />
      </mesh>
      <mesh position={[0, height - 0.75, front + 0.02]}>
        <planeGeometry args={[3.6, 1.58]} />
        <meshStandardMaterial map={sign} emissive="#ffffff" emissiveMap={sign} emissiveIntensity={lampsOn ? 0.55 : 0.08} />
      </mesh>
      <mesh position={[0, height - 1.75, front + 0.55]} rotation={[0.35, 0, 0]}>
        <boxGeometry args={[WIDTH, 0.08, 1.2]} />
        <meshStandardMaterial color={decor.awning} />
      </mesh>
      <mesh position={[-1.2, 1.05, front + 0.02]}>
        <planeGeometry args={[1.1, 2.1]} />
        <meshStandardMaterial color="#5b3a1e" />
      </mesh>
      <mesh position={[1.05, 1.35, front + 0.02]}>
        <planeGeometry args={[1.9, 1.3]} />
        <meshStandardMaterial color="#bfe0f5" emissive="#ffd27a" emissiveIntensity={glow} />
      </mesh>
      {decor.flowerBox && (
        <mesh position={[1.05, 0.6, front + 0.15]}>
          <boxGeometry args={[1.9, 0.25, 0.3]} />
          <meshStandardMaterial color="#d9467a" />
        </mesh>
      )}
      {decor.plants &&
        [-2.1, 2.1].map((px) => (
          <group key={px} position={[px, 0, front + 0.45]}>
            <mesh position={[0, 0.25, 0]}>
              <cylinderGeometry args={[0.22, 0.17, 0.5, 12]} />
              <meshStandardMaterial color="#a0522d" />
            </mesh>
            <mesh position={[0, 0.75, 0]}>
              <sphereGeometry args={[0.38, 12, 10]} />
              <meshStandardMaterial color="#2f7d32" />
            </mesh>
          </group>
        ))}
      {decor.lantern && (
        <mesh position={[-0.45, 2.25, front + 0.25]}>
          <boxGeometry args={[0.22, 0.34, 0.22]} />
          <meshStandardMaterial color="#f6c453" emissive="#f6a823" emissiveIntensity={lampsOn ? 1.6 : 0.2} />
        </mesh>
      )}
      <mesh
        position={[0.2, 0.55, front + 1.3]}
        rotation={[-0.15, 0, 0]}
        onClick={enter}
        onPointerOver={pointer('pointer')}
        onPointerOut={pointer('')}
      >
        <planeGeometry args={[1.3, 0.65]} />
        <meshStandardMaterial map={board} emissive="#ffffff" emissiveMap={board} emissiveIntensity={lampsOn ? 0.5 : 0.1} />
      </mesh>
    </group>
  );
}

/** A lamp post at the kerb next to each shop; it lights up in the evening and at night. */
export function StreetLamp({ side, z, on }: { side: Side; z: number; on: boolean }) {
  const x = (ROAD_HALF_WIDTH + 0.3) * (side === 'left' ? -1 : 1);
  return (
    <group position={[x, 0, z]}>
      <mesh position={[0, 1.8, 0]}>
        <cylinderGeometry args={[0.06, 0.08, 3.6, 8]} />
        <meshStandardMaterial color="#374151" />
      </mesh>
      <mesh position={[0, 3.7, 0]}>
        <sphereGeometry args={[0.22, 12, 10]} />
        <meshStandardMaterial color="#fff4d6" emissive="#ffd98a" emissiveIntensity={on ? 2 : 0} />
      </mesh>
    </group>
  );
}
