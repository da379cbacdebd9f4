export { DeleteAddress, AFTER_DELETE_PATH } from './delete-address';
