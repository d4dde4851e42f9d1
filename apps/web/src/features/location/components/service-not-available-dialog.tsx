// The dialog lives in src/components (shared) because the address form raises it too; features may not import
// each other. This is the location feature's name for it.
export { ServiceNotAvailableDialog, type ServiceNotAvailableDialogProps } from '@/components/service-not-available-dialog';
