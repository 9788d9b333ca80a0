package io.opencab.meters;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a test of one part of the store starts from: a new store in its own directory holding {@code dollars} of
 * credit, its SAS queue emptied (so a test sees only the exceptions it causes), closed after the test. A test may
 * close {@code s} and open it again through {@code f} (a power cycle).
 */
abstract class CreditedStore {
    @TempDir
    Path dir;
    Fixture f;
    MeterStore s;
    private final long dollars;

    CreditedStore(long dollars) {
        this.dollars = dollars;
    }

    @BeforeEach
    void openStore() {
        f = new Fixture(dir);
        s = f.createWithCredits(dollars);
        s.sasQueue().pending().forEach(e -> s.sasQueue().acknowledge(e.id()));
    }

    @AfterEach
    void closeStore() {
        s.close();
    }
}
