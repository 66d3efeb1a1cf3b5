import { useEffect, useMemo, useRef } from 'react';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { Vector3, type Group, type PerspectiveCamera } from 'three';
import type { StoreDto } from '#api/contract/catalogue.ts';
import type { Language } from '#web/lib/i18n.tsx';
import { sceneEnvironment } from './scene-environment.ts';
import { ROAD_HALF_WIDTH, SCALE, SceneShop, StreetLamp, type ShopLabels } from './scene-shop.tsx';
import { SceneWeather } from './scene-weather.tsx';
import { openingHours, shopRating } from './shop-facts.ts';
import { isSpecialShop, shopSlot, streetLength, type Perspective, type TimeOfDay, type Weather } from './tour-model.ts';

// This file and everything it imports (three.js included) load only when the tour shows its 3D view.
// Its chunk name (tour-page-*) keeps it out of the service worker precache (web/pwa.config.ts).

/** Shops are drawn from 3 behind to 10 ahead of the walker: enough for the fog, light for the GPU. */
const DRAWN_BEHIND = 3;
const DRAWN_AHEAD = 10;
/** A shop stands a little ahead of the point where the walker stops for it, so it is in view. */
const SHOP_AHEAD = 4;

export type SceneProps = {
  stores: StoreDto[];
  position: number;
  nearestIndex: number;
  perspective: Perspective;
  weather: Weather;
  timeOfDay: TimeOfDay;
  reducedMotion: boolean;
  language: Language;
  text: { name: (store: StoreDto) => string; open: string; enter: string; special: string };
  onEnter: (store: StoreDto) => void;
  onLost: () => void;
};

function CameraRig({ z, perspective, reducedMotion }: { z: number; perspective: Perspective; reducedMotion: boolean }) {
  const camera = useThree((state) => state.camera as PerspectiveCamera);
  const invalidate = useThree((state) => state.invalidate);
  const portrait = useThree((state) => state.size.width < state.size.height);
  const eye = useMemo(() => new Vector3(), []);
  const at = useMemo(() => new Vector3(), []);
  const look = useRef(new Vector3(0, 1.4, z - 8));

  useEffect(() => {
    // A wider view at eye height and on tall phone screens, so the shops beside the walker stay in sight.
    camera.fov = (perspective === 'first' ? 72 : 60) + (portrait ? 18 : 0);
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, perspective, portrait, invalidate]);
  useEffect(() => invalidate(), [z, invalidate]);

  useFrame((_, delta) => {
    if (perspective === 'third') {
      eye.set(0, 3.4, z + 6);
      at.set(0, 1.3, z - 8);
    } else {
      eye.set(0, 1.65, z + 0.5);
      at.set(0, 1.6, z - 10);
    }
    // Eased walking, or a cut straight to the new place when the user prefers less motion.
    const t = reducedMotion ? 1 : easing(delta);
    camera.position.lerp(eye, t);
    look.current.lerp(at, t);
    camera.lookAt(look.current);
    // Frames are drawn on demand: ask for the next one only while the camera is still moving.
    if (camera.position.distanceToSquared(eye) > 1e-6 || look.current.distanceToSquared(at) > 1e-6) invalidate();
  });
  return null;
}

const easing = (delta: number) => 1 - Math.exp(-Math.min(delta, 0.1) * 5);

function Walker({ z, reducedMotion }: { z: number; reducedMotion: boolean }) {
  const ref = useRef<Group>(null);
  useFrame(({ invalidate }, delta) => {
    if (!ref.current) return;
    ref.current.position.z += (z - ref.current.position.z) * (reducedMotion ? 1 : easing(delta));
    if (Math.abs(z - ref.current.position.z) > 1e-3) invalidate();
  });
  return (
    <group ref={ref} position={[0, 0, z]}>
      <mesh position={[0, 0.85, 0]}>
        <capsuleGeometry args={[0.28, 0.9, 6, 12]} />
        <meshStandardMaterial color="#8a2e09" />
      </mesh>
      <mesh position={[0, 1.75, 0]}>
        <sphereGeometry args={[0.22, 16, 12]} />
        <meshStandardMaterial color="#e0b48a" />
      </mesh>
    </group>
  );
}

function Street({ length, ground }: { length: number; ground: string }) {
  const far = length + 60;
  return (
    <group position={[0, 0, -far / 2 + 20]}>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.01, 0]}>
        <planeGeometry args={[120, far + 40]} />
        <meshStandardMaterial color={ground} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[ROAD_HALF_WIDTH * 2, far]} />
        <meshStandardMaterial color="#4b5563" />
      </mesh>
      {[-1, 1].map((side) => (
        <mesh key={side} rotation={[-Math.PI / 2, 0, 0]} position={[side * (ROAD_HALF_WIDTH + 1), 0.005, 0]}>
          <planeGeometry args={[2, far]} />
          <meshStandardMaterial color="#d6cfc4" />
        </mesh>
      ))}
    </group>
  );
}

function Scene(props: SceneProps) {
  const { stores, position, nearestIndex, perspective, weather, timeOfDay, reducedMotion, language, text, onEnter } = props;
  const env = sceneEnvironment(timeOfDay, weather);
  const z = -position * SCALE;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const labels = useMemo(
    () =>
      new Map<string, ShopLabels>(
        stores.map((store) => [
          store.id,
          {
            name: text.name(store),
            open: text.open,
            hours: openingHours(store, language),
            rating: shopRating(store),
            special: isSpecialShop(store.id) ? text.special : null,
            enter: text.enter,
            dir,
          },
        ]),
      ),
    [stores, text, language, dir],
  );
  const from = Math.max(0, nearestIndex - DRAWN_BEHIND);
  const drawn = stores.slice(from, nearestIndex + DRAWN_AHEAD + 1);

  return (
    <>
      <color attach="background" args={[env.sky]} />
      <fog attach="fog" args={[env.sky, env.fog[0], env.fog[1]]} />
      <ambientLight intensity={env.ambient} />
      <hemisphereLight args={[env.sky, env.ground, 0.35]} />
      <directionalLight position={env.sunPosition} color={env.sun} intensity={env.sunIntensity} />
      {env.lampsOn && <pointLight position={[0, 3.5, z - 3]} color="#ffcf8a" intensity={12} distance={18} decay={1.5} />}
      <Street length={streetLength(stores.length) * SCALE} ground={env.ground} />
      {drawn.map((store, i) => {
        const slot = shopSlot(from + i);
        const shopZ = -slot.position * SCALE - SHOP_AHEAD;
        return (
          <group key={store.id}>
            <SceneShop store={store} side={slot.side} z={shopZ} labels={labels.get(store.id)!} lampsOn={env.lampsOn} onEnter={onEnter} />
            <StreetLamp side={slot.side} z={shopZ + 2.6} on={env.lampsOn} />
          </group>
        );
      })}
      {perspective === 'third' && <Walker z={z} reducedMotion={reducedMotion} />}
      <SceneWeather weather={weather} animate={!reducedMotion} />
      <CameraRig z={z} perspective={perspective} reducedMotion={reducedMotion} />
    </>
  );
}

/** The 3D street (react-three-fiber). Any failure to start WebGL is reported through onLost. */
export function StreetTourScene(props: SceneProps) {
  return (
    <Canvas
      camera={{ position: [0, 3.4, 6], fov: 60, near: 0.1, far: 200 }}
      dpr={[1, 1.5]}
      gl={{ antialias: true, powerPreference: 'low-power' }}
      // Drawn only when something changes or moves: an idle street costs no CPU or battery
      // (and software WebGL, as on machines without a GPU, stays responsive).
      frameloop="demand"
      onCreated={({ gl }) => gl.domElement.addEventListener('webglcontextlost', props.onLost, { once: true })}
    >
      <Scene {...props} />
    </Canvas>
  );
}
