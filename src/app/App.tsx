import { useLayoutEffect } from 'react';
import { StatusGate } from '../features/status';
import { markFirstFramePainted } from '../state/first-frame';
import { Layout } from './layout/Layout';
import { Routes } from './Routes';

export function App() {
  // The first commit's frame paints at the next animation frame; the task after it runs once it is
  // on screen. What waited for the first frame (the game icons) may load from then on.
  useLayoutEffect(() => void requestAnimationFrame(() => setTimeout(markFirstFramePainted, 0)), []);
  return (
    <StatusGate>
      <Layout>
        <Routes />
      </Layout>
    </StatusGate>
  );
}
