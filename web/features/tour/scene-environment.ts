import { Color } from 'three';
import type { TimeOfDay, Weather } from './tour-model.ts';

type Light = { sky: string; ambient: number; sun: string; sunIntensity: number; sunPosition: [number, number, number]; lampsOn: boolean };

const byTime: Record<TimeOfDay, Light> = {
  morning: { sky: '#cfe6fb', ambient: 0.75, sun: '#ffe3b8', sunIntensity: 1.6, sunPosition: [25, 12, 10], lampsOn: false },
  afternoon: { sky: '#8cc8ef', ambient: 0.85, sun: '#ffffff', sunIntensity: 2.2, sunPosition: [6, 30, 8], lampsOn: false },
  evening: { sky: '#eb9c63', ambient: 0.5, sun: '#ff9157', sunIntensity: 1.1, sunPosition: [-25, 6, -10], lampsOn: true },
  night: { sky: '#0c1a33', ambient: 0.22, sun: '#9db4ff', sunIntensity: 0.35, sunPosition: [-10, 20, -10], lampsOn: true },
};

const byWeather: Record<Weather, { tint: string | null; mix: number; sunFactor: number; fog: [number, number]; ground: string }> = {
  sunny: { tint: null, mix: 0, sunFactor: 1, fog: [35, 95], ground: '#9bb57a' },
  cloudy: { tint: '#9aa4ae', mix: 0.55, sunFactor: 0.5, fog: [22, 70], ground: '#8ea577' },
  rainy: { tint: '#5f6b77', mix: 0.7, sunFactor: 0.3, fog: [14, 50], ground: '#6f8462' },
  snowy: { tint: '#e4eaf1', mix: 0.6, sunFactor: 0.6, fog: [16, 55], ground: '#f4f7fb' },
};

/** Sky, fog and light for a time of day under a weather (the tour's two scene settings). */
export function sceneEnvironment(timeOfDay: TimeOfDay, weather: Weather) {
  const light = byTime[timeOfDay];
  const w = byWeather[weather];
  const sky = new Color(light.sky);
  if (w.tint) sky.lerp(new Color(w.tint).multiplyScalar(timeOfDay === 'night' ? 0.25 : 1), w.mix);
  return {
    sky: `#${sky.getHexString()}`,
    fog: w.fog,
    ambient: light.ambient * (0.6 + 0.4 * w.sunFactor),
    sun: light.sun,
    sunIntensity: light.sunIntensity * w.sunFactor,
    sunPosition: light.sunPosition,
    lampsOn: light.lampsOn || (weather === 'rainy' && timeOfDay !== 'afternoon'),
    ground: w.ground,
  };
}

export type SceneEnvironment = ReturnType<typeof sceneEnvironment>;
