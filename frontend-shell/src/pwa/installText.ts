export const INSTALL_TEXT = {
  title: 'Add Salone to your home screen',
  body: 'Open your trips and vouchers in one tap, even without a connection.',
  add: 'Add to Home Screen',
  dismiss: 'Not Now',
} as const;
