/** The dashboard feature: the dashboard screen of both roles (cards are passed in by the route module). */
export { DashboardScreen, type DashboardScreenProps } from './components/dashboard-screen';
