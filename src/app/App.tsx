import { StatusGate } from '../features/status';
import { Layout } from './layout/Layout';
import { Routes } from './Routes';

export function App() {
  return (
    <StatusGate>
      <Layout>
        <Routes />
      </Layout>
    </StatusGate>
  );
}
