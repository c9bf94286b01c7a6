// First: zod's setting must precede every schema (see the module).
import './zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorTracking } from './shared/error-tracking/error-reporting';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

void startErrorTracking();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
