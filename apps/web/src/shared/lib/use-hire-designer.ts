import type { Designer } from '@bazaar/domain/entities';
import { useNavigate } from 'react-router';
import { paths, withQuery } from './paths';

/**
 * 雇佣TA on a designer card (/designer, search, favourites): the quick-publish dialog comes with the tasks
 * issue; until then the task hall, with the designer preselected.
 */
export function useHireDesigner(): (designer: Designer) => void {
  const navigate = useNavigate();
  return (designer) => void navigate(withQuery(paths.tasks, { designerId: designer.userId }));
}
