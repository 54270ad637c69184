export { sendDueReminders, type RemindersSent } from './reminders-service.js';
