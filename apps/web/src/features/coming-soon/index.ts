export { ComingSoonPage } from './pages/ComingSoonPage';
