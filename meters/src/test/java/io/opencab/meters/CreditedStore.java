package io.opencab.meters;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a test of one part of the store starts from (issue 38 item 3: one rig where each test class set up its own):
 * a new store in its own directory, of {@code centsPerCredit} credits with its handpay limit, holding
 * {@code dollars} of credit from bills; when it holds any, its SAS queue is emptied after the bills (so a test sees
 * only the exceptions it causes). Closed after the test. A test may close {@code s} and open it again through
 * {@code f} (a power cycle).
 */
abstract class CreditedStore {
    @TempDir
    Path dir;
    Fixture f;
    MeterStore s;
    private final long centsPerCredit;
    private final long handpayLimit;
    private final long dollars;

    /** The fixture's store (1-cent credits, handpay at {@link Fixture#HANDPAY_LIMIT}) holding {@code dollars}. */
    CreditedStore(long dollars) {
        this(Fixture.DENOM, Fixture.HANDPAY_LIMIT, dollars);
    }

    /** A store of {@code centsPerCredit} credits, hand-paying from {@code handpayLimit} credits, holding {@code dollars}. */
    CreditedStore(long centsPerCredit, long handpayLimit, long dollars) {
        this.centsPerCredit = centsPerCredit;
        this.handpayLimit = handpayLimit;
        this.dollars = dollars;
    }

    @BeforeEach
    void openStore() {
        f = new Fixture(dir);
        f.config = MeterStoreConfig.defaults(centsPerCredit).withHandpayLimit(handpayLimit);
        s = f.createWithCredits(dollars);
        if (dollars > 0) {
            s.sasQueue().pending().forEach(e -> s.sasQueue().acknowledge(e.id()));
        }
    }

    @AfterEach
    void closeStore() {
        s.close();
    }
}
