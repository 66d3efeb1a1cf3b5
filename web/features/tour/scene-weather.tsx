import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { BufferAttribute, Group } from 'three';
import { RAIN_DROPS, SNOW_FLAKES, type Weather } from './tour-model.ts';

// Particles live in a box around the walker: x ±10, y 0–12, z from 28 ahead to 6 behind.
const BOX = { x: 20, y: 12, z: 34, behind: 6 };

function seeded(count: number, seed: number) {
  // A fixed pseudo-random layout (no Math.random) so that a reduced-motion view is stable.
  let s = seed;
  const next = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  return Array.from({ length: count }, () => [next() * BOX.x - BOX.x / 2, next() * BOX.y, BOX.behind - next() * BOX.z] as const);
}

/** 100 rain drops as short streaks falling past the walker. */
function Rain({ animate }: { animate: boolean }) {
  const start = useMemo(() => seeded(RAIN_DROPS, 7), []);
  const positions = useMemo(() => {
    const array = new Float32Array(RAIN_DROPS * 6);
    start.forEach(([x, y, z], i) => array.set([x, y, z, x, y + 0.5, z], i * 6));
    return array;
  }, [start]);
  const attribute = useRef<BufferAttribute>(null);
  useFrame(({ invalidate }, delta) => {
    if (!animate || !attribute.current) return;
    invalidate();
    const fall = Math.min(delta, 0.1) * 14;
    for (let i = 0; i < RAIN_DROPS; i++) {
      let y = positions[i * 6 + 1] - fall;
      if (y < 0) y += BOX.y;
      positions[i * 6 + 1] = y;
      positions[i * 6 + 4] = y + 0.5;
    }
    attribute.current.needsUpdate = true;
  });
  return (
    <lineSegments>
      <bufferGeometry>
        <bufferAttribute ref={attribute} attach="attributes-position" args={[positions, 3]} />
      </bufferGeometry>
      <lineBasicMaterial color="#c9d6e3" transparent opacity={0.8} />
    </lineSegments>
  );
}

/** 50 snow flakes drifting down. */
function Snow({ animate }: { animate: boolean }) {
  const start = useMemo(() => seeded(SNOW_FLAKES, 11), []);
  const positions = useMemo(() => new Float32Array(start.flat()), [start]);
  const attribute = useRef<BufferAttribute>(null);
  useFrame(({ clock, invalidate }, delta) => {
    if (!animate || !attribute.current) return;
    invalidate();
    const fall = Math.min(delta, 0.1) * 1.2;
    for (let i = 0; i < SNOW_FLAKES; i++) {
      let y = positions[i * 3 + 1] - fall;
      if (y < 0) y += BOX.y;
      positions[i * 3 + 1] = y;
      positions[i * 3] = start[i][0] + Math.sin(clock.elapsedTime * 0.6 + i) * 0.4;
    }
    attribute.current.needsUpdate = true;
  });
  return (
    <points>
      <bufferGeometry>
        <bufferAttribute ref={attribute} attach="attributes-position" args={[positions, 3]} />
      </bufferGeometry>
      <pointsMaterial color="#ffffff" size={0.22} sizeAttenuation />
    </points>
  );
}

/** A few flat grey clouds overhead when the sky is not clear. */
function Clouds({ dark }: { dark: boolean }) {
  const clouds = useMemo(() => seeded(7, 3), []);
  return (
    <>
      {clouds.map(([x, , z], i) => (
        <mesh key={i} position={[x * 1.5, 15 + (i % 3), z]} scale={[4 + (i % 3), 0.9, 2.6]}>
          <sphereGeometry args={[1, 14, 10]} />
          <meshStandardMaterial color={dark ? '#8b949e' : '#eef1f4'} />
        </mesh>
      ))}
    </>
  );
}

/** The weather around the viewer, who it follows; still when the user prefers less motion. */
export function SceneWeather({ weather, animate }: { weather: Weather; animate: boolean }) {
  const group = useRef<Group>(null);
  useFrame(({ camera }) => {
    if (group.current) group.current.position.z = camera.position.z - 3;
  });
  return (
    <group ref={group}>
      {weather !== 'sunny' && <Clouds dark={weather === 'rainy'} />}
      {weather === 'rainy' && <Rain animate={animate} />}
      {weather === 'snowy' && <Snow animate={animate} />}
    </group>
  );
}
