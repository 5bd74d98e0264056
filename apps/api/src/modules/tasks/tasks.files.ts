/** Where stored PDF attachments are served (images go through /img like every other image). */
export const TASK_FILE_PREFIX = '/api/common/taskFile/';
