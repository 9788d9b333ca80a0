package io.opencab.meters;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * How a store is opened. The denomination is written into the store at creation and checked at
 * every open (meters count credits, so changing it needs a RAM clear); the sizes bound the logs.
 *
 * @param denominationCents cents per credit; bills are credited {@code valueCents / denominationCents}
 * @param handpayLimit      a round win of at least this many credits is an attendant-paid jackpot
 *                          (regulations.md 1.10); {@link Long#MAX_VALUE} for none
 * @param journalHistory    rounds kept for recall (at least 10, regulations.md 1.3; default 1,000)
 * @param eventLogSize      events kept (at least 100; default 10,000)
 * @param billLogSize       settled bills kept (at least 5, FL; default 100)
 * @param configHistorySize configuration changes kept (at least 10; default 1,000)
 * @param nativeLibraryDir  where SQLite's native library is installed once under a fixed name;
 *                          null for {@code .sqlite-native} beside the store file (docs/meters.md)
 * @param extraSync         true for {@code synchronous=EXTRA}, false for {@code FULL}
 * @param maxPageCount      SQLite page limit (4 KiB pages) bounding the file; 0 for SQLite's default
 * @param busyTimeout       how long an open waits for another holder before reporting LOCKED
 * @param witnessPath       the store's witness file (docs/meters.md "Witness"), on storage apart from
 *                          the store on a real board; null for {@code <store file>.witness} beside it
 * @param anchor            the rollback anchor the store seals to (docs/meters.md "Rollback anchor"), or
 *                          null for none (a restored data directory is then not found)
 */
public record MeterStoreConfig(long denominationCents, long handpayLimit, int journalHistory, int eventLogSize,
                               int billLogSize, int configHistorySize, Path nativeLibraryDir, boolean extraSync,
                               long maxPageCount, Duration busyTimeout, Path witnessPath,
                               RollbackAnchor anchor) {

    public static final int DEFAULT_JOURNAL_HISTORY = 1_000;
    public static final int DEFAULT_EVENT_LOG_SIZE = 10_000;
    public static final int DEFAULT_BILL_LOG_SIZE = 100;
    public static final int DEFAULT_CONFIG_HISTORY_SIZE = 1_000;

    public MeterStoreConfig {
        require(denominationCents >= 1, "denominationCents must be at least 1, got " + denominationCents);
        require(handpayLimit >= 1, "handpayLimit must be at least 1 credit, got " + handpayLimit);
        require(journalHistory >= 10, "journalHistory must be at least 10 rounds (recall depth), got " + journalHistory);
        require(eventLogSize >= 100, "eventLogSize must be at least 100, got " + eventLogSize);
        require(billLogSize >= 5, "billLogSize must be at least 5, got " + billLogSize);
        require(configHistorySize >= 10, "configHistorySize must be at least 10, got " + configHistorySize);
        require(maxPageCount >= 0, "maxPageCount must be 0 (no limit) or positive, got " + maxPageCount);
        Objects.requireNonNull(busyTimeout, "busyTimeout");
        require(!busyTimeout.isNegative() && busyTimeout.toMillis() <= Integer.MAX_VALUE, "busyTimeout out of range: " + busyTimeout);
    }

    /** Defaults for a cabinet of {@code denominationCents} cents per credit, no handpay limit. */
    public static MeterStoreConfig defaults(long denominationCents) {
        return new MeterStoreConfig(denominationCents, Long.MAX_VALUE, DEFAULT_JOURNAL_HISTORY, DEFAULT_EVENT_LOG_SIZE,
            DEFAULT_BILL_LOG_SIZE, DEFAULT_CONFIG_HISTORY_SIZE, null, false, 0, Duration.ofMillis(500), null, null);
    }

    public MeterStoreConfig withHandpayLimit(long credits) {
        return new MeterStoreConfig(denominationCents, credits, journalHistory, eventLogSize, billLogSize,
            configHistorySize, nativeLibraryDir, extraSync, maxPageCount, busyTimeout, witnessPath, anchor);
    }

    public MeterStoreConfig withJournalHistory(int rounds) {
        return new MeterStoreConfig(denominationCents, handpayLimit, rounds, eventLogSize, billLogSize,
            configHistorySize, nativeLibraryDir, extraSync, maxPageCount, busyTimeout, witnessPath, anchor);
    }

    public MeterStoreConfig withLogSizes(int events, int bills, int configChanges) {
        return new MeterStoreConfig(denominationCents, handpayLimit, journalHistory, events, bills,
            configChanges, nativeLibraryDir, extraSync, maxPageCount, busyTimeout, witnessPath, anchor);
    }

    public MeterStoreConfig withNativeLibraryDir(Path dir) {
        return new MeterStoreConfig(denominationCents, handpayLimit, journalHistory, eventLogSize, billLogSize,
            configHistorySize, dir, extraSync, maxPageCount, busyTimeout, witnessPath, anchor);
    }

    public MeterStoreConfig withExtraSync(boolean extra) {
        return new MeterStoreConfig(denominationCents, handpayLimit, journalHistory, eventLogSize, billLogSize,
            configHistorySize, nativeLibraryDir, extra, maxPageCount, busyTimeout, witnessPath, anchor);
    }

    public MeterStoreConfig withMaxPageCount(long pages) {
        return new MeterStoreConfig(denominationCents, handpayLimit, journalHistory, eventLogSize, billLogSize,
            configHistorySize, nativeLibraryDir, extraSync, pages, busyTimeout, witnessPath, anchor);
    }

    public MeterStoreConfig withBusyTimeout(Duration timeout) {
        return new MeterStoreConfig(denominationCents, handpayLimit, journalHistory, eventLogSize, billLogSize,
            configHistorySize, nativeLibraryDir, extraSync, maxPageCount, timeout, witnessPath, anchor);
    }

    public MeterStoreConfig withWitnessPath(Path witness) {
        return new MeterStoreConfig(denominationCents, handpayLimit, journalHistory, eventLogSize, billLogSize,
            configHistorySize, nativeLibraryDir, extraSync, maxPageCount, busyTimeout, witness, anchor);
    }

    public MeterStoreConfig withAnchor(RollbackAnchor a) {
        return new MeterStoreConfig(denominationCents, handpayLimit, journalHistory, eventLogSize, billLogSize,
            configHistorySize, nativeLibraryDir, extraSync, maxPageCount, busyTimeout, witnessPath, a);
    }

    /** The witness file of a store at {@code storeFile}. */
    public Path witnessPathFor(Path storeFile) {
        if (witnessPath != null) {
            return witnessPath.toAbsolutePath();
        }
        Path p = storeFile.toAbsolutePath();
        return p.resolveSibling(p.getFileName() + ".witness");
    }

    /** The native-library directory for a store at {@code storeFile}. */
    Path nativeLibraryDirFor(Path storeFile) {
        if (nativeLibraryDir != null) {
            return nativeLibraryDir;
        }
        Path parent = storeFile.toAbsolutePath().getParent();
        return parent.resolve(".sqlite-native");
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new MeterException(MeterException.Kind.INVALID_ARGUMENT, message);
        }
    }
}
