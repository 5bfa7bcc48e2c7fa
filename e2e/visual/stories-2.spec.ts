import { playStoryGroup } from './story-run';

// The other half of the stories, in a file of its own: Playwright gives each file a worker.
playStoryGroup(1);
