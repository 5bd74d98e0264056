/**
 * Which side of a task a user is (issue 25): its employer, its hired designer, or neither. Disputes, their
 * evidence uploads and reviews are for these two only (docs/product.md §6: the "designer owner" of a task is
 * its hired designer).
 */
type TaskParty = 'employer' | 'designer';

export const taskPartyOf = (
  task: { employer_id: number; hired_designer_id: number | null },
  userId: number,
): TaskParty | null =>
  task.employer_id === userId ? 'employer' : task.hired_designer_id === userId ? 'designer' : null;
