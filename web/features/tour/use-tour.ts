import { useCallback, useEffect, useRef, useState } from 'react';
import { createAmbientSound, type AmbientSound } from './ambient-sound.ts';
import { isTypingTarget, walkDirectionForKey } from './tour-keys.ts';
import {
  clampPosition, clampSpeed, DEFAULT_VOLUME, nearestShopIndex, shopSlot, SPEED, walk, type Perspective, type TimeOfDay, type Weather,
} from './tour-model.ts';

export type TourSettings = {
  speed: number;
  perspective: Perspective;
  weather: Weather;
  timeOfDay: TimeOfDay;
  soundOn: boolean;
  volume: number;
  mapVisible: boolean;
};

const initialSettings: TourSettings = {
  speed: SPEED.initial,
  perspective: 'third',
  weather: 'sunny',
  timeOfDay: 'afternoon',
  // Off until asked for: browsers block sound without a gesture, and sound that starts by
  // itself gets in the way of screen readers (WCAG 1.4.2).
  soundOn: false,
  volume: DEFAULT_VOLUME,
  // On a phone the map would cover most of the street: there it waits for the Map button.
  mapVisible: typeof window === 'undefined' || !window.matchMedia?.('(max-width: 639.98px)').matches,
};

/** The tour's state (docs/product.md): where the walker is, the settings, and the keyboard walk. */
export function useTour(shopCount: number, { keyboardEnabled }: { keyboardEnabled: boolean }) {
  const [position, setPosition] = useState(0);
  const [settings, setSettings] = useState(initialSettings);
  const soundRef = useRef<AmbientSound | null>(null);

  const step = useCallback((direction: 1 | -1) => setPosition((p) => walk(p, direction, settings.speed, shopCount)), [settings.speed, shopCount]);
  const jumpTo = useCallback((next: number) => setPosition(clampPosition(next, shopCount)), [shopCount]);
  const jumpToShop = useCallback((index: number) => setPosition(clampPosition(shopSlot(index).position, shopCount)), [shopCount]);
  const update = useCallback(<K extends keyof TourSettings>(key: K, value: TourSettings[K]) => {
    setSettings((s) => ({ ...s, [key]: key === 'speed' ? clampSpeed(value as number) : value }));
  }, []);

  useEffect(() => {
    if (!keyboardEnabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const direction = walkDirectionForKey(event);
      if (direction === 0) return;
      event.preventDefault();
      step(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboardEnabled, step]);

  // The sound follows the settings; it is only ever started by the user's own click.
  const toggleSound = useCallback(() => {
    if (settings.soundOn) {
      soundRef.current?.pause();
    } else {
      soundRef.current ??= createAmbientSound();
      if (!soundRef.current.play(settings.volume, settings.weather)) return;
    }
    setSettings((s) => ({ ...s, soundOn: !settings.soundOn }));
  }, [settings.soundOn, settings.volume, settings.weather]);
  useEffect(() => {
    if (settings.soundOn) soundRef.current?.update(settings.volume, settings.weather);
  }, [settings.soundOn, settings.volume, settings.weather]);
  useEffect(() => () => soundRef.current?.dispose(), []);

  return {
    position: clampPosition(position, shopCount),
    nearestIndex: nearestShopIndex(position, shopCount),
    settings,
    step,
    jumpTo,
    jumpToShop,
    update,
    toggleSound,
  };
}

export type Tour = ReturnType<typeof useTour>;
