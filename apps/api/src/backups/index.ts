/** Backups that restore (issue 26, decision 060): what the backups plugin and the scripts use. */
export {
  listBackups,
  pruneBackups,
  writeBackup,
  type BackupResult,
  type DatabaseSource,
  type Manifest,
} from './archive.js';
export { backupCommand, restoreCommand, verifyCommand, type BackupCommandResult } from './commands.js';
export { controlSocketPath, serveControl } from './control.js';
export { readBackup, restoreBackup, type BackupContents, type RestoreResult } from './restore.js';
export { nextSlot, scheduledBackup, type ScheduledOutcome } from './schedule.js';
