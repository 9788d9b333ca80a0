package io.opencab.hal.anchor;

/** A rollback anchor kept in a {@link CounterFile}: the two file-based implementations differ only in how they open it. */
abstract class FileAnchor implements RollbackCounter {
    final CounterFile file;

    FileAnchor(CounterFile file) {
        this.file = file;
    }

    @Override
    public long read() {
        return file.read();
    }

    @Override
    public long increment() {
        return file.increment();
    }
}
