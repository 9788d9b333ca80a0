package io.opencab.app.cabinet.attendant;

import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRecord;
import java.util.List;

/**
 * The AFT page's data (issue 40 item 6, docs/aft.md), read on the cabinet thread in one go: the registration and the
 * newest transfers from critical memory, and the host gate's lock.
 *
 * @param enabled          {@code sas.aft.enabled}: the AFT polls are answered
 * @param registration     the host's registration (LP 73), {@link AftRegistration#none()} when never registered
 * @param newest           the newest transfers kept, newest first
 * @param lockedNanosLeft  nanoseconds left of the AFT lock (LP 74), 0 when the cabinet is not locked
 * @param roundUnderWay    a round is under way: a lock asked now is pending until it ends
 */
public record AftReport(boolean enabled, AftRegistration registration, List<AftTransferRecord> newest,
                        long lockedNanosLeft, boolean roundUnderWay) {
    public AftReport {
        newest = List.copyOf(newest);
    }
}
