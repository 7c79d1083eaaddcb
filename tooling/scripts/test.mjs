console.log('test: not yet');
