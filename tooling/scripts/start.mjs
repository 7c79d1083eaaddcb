console.log('start: not yet');
