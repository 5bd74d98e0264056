export { Link, NavLink } from './link';
export { matchRoutes } from './match';
export type { Params } from './match';
export { Navigate, ParamsProvider, Router, useLocation, useNavigate, useParams, useSearchParams } from './router';
