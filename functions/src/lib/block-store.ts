import { firestore } from './admin.js';

/** `blocks`: the committed blocks (the base service writes them; the live service reads them). */
export const blocksCollection = () => firestore.collection('blocks');
