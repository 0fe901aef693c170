export * from './milestones.js';
export * from './pipe.js';
export * from './project.js';
export * from './background-jobs.js';
export * from './requests.js';
export * from './pipeline-rules.js';
export * from './exports.js';
