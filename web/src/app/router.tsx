import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// One lazy chunk per page, so a visitor downloads only the page they open.
// Pages live in app/routes and compose features.
const HomePage = lazy(() => import('./routes/home'));
const AboutPage = lazy(() => import('./routes/about'));
const ListingPage = lazy(() => import('./routes/listing'));
const SchoolPage = lazy(() => import('./routes/school'));
const ComparisonPage = lazy(() => import('./routes/comparison'));
const ContributePage = lazy(() => import('./routes/contribute'));
const RequestSchoolPage = lazy(() => import('./routes/request-school'));
const SchoolRequestsPage = lazy(() => import('./routes/school-requests'));
const DashboardPage = lazy(() => import('./routes/dashboard'));
const AdminPage = lazy(() => import('./routes/admin'));
const AuthPage = lazy(() => import('./routes/auth'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/**
 * The route table of SPEC §2. Static paths outrank the dynamic listing hubs,
 * so /about never reads as a province slug.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/comparison/:province?/:city?/:educationLevel?" element={<ComparisonPage />} />
      <Route path="/contribute" element={<ContributePage />} />
      <Route path="/request-school" element={<RequestSchoolPage />} />
      <Route path="/school-requests" element={<SchoolRequestsPage />} />
      <Route path="/school/:slug" element={<SchoolPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/indonesia" element={<ListingPage />} />
      <Route path="/:province/:city?/:level?" element={<ListingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
