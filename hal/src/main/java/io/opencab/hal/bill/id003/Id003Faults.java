package io.opencab.hal.bill.id003;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.ValidatorFault;
import java.util.EnumSet;
import java.util.Set;

/**
 * The host's view of the line and the validator's faults: counters, the last status, the device fault the
 * statuses show, communication loss and ledger failure, each raised and cleared once. Used under the host's
 * lock.
 */
final class Id003Faults {
    private final Id003Events events;
    private final int failuresBeforeLoss;

    private ValidatorFault deviceFault;
    private int deviceFaultDetail;
    private boolean ledgerFault;
    private boolean online;
    private boolean lossReported;
    private int consecutiveFailures;
    private int lastStatus = -1;
    private long validFrames;
    private long failedRequests;

    Id003Faults(Id003Events events, int failuresBeforeLoss) {
        this.events = events;
        this.failuresBeforeLoss = failuresBeforeLoss;
    }

    /** A request got no valid answer; raises COMMUNICATION_LOST after the configured number in a row. */
    void onNoAnswer() {
        failedRequests++;
        consecutiveFailures++;
        online = false;
        if (!lossReported && consecutiveFailures >= failuresBeforeLoss) {
            lossReported = true;
            events.emit(new BillEvent.FaultRaised(ValidatorFault.COMMUNICATION_LOST, consecutiveFailures,
                    events.now()));
        }
    }

    /** Whether COMMUNICATION_LOST stands (raised, not yet cleared by a valid answer). */
    boolean communicationLost() {
        return lossReported;
    }

    /** A frame with a good CRC arrived; true when that ends a reported communication loss. */
    boolean onValidFrame() {
        validFrames++;
        consecutiveFailures = 0;
        online = true;
        if (lossReported) {
            lossReported = false;
            events.emit(new BillEvent.FaultCleared(ValidatorFault.COMMUNICATION_LOST, events.now()));
            return true;
        }
        return false;
    }

    /** Records a status and raises or clears the device fault it shows. */
    void onStatus(int code, Id003Frame f) {
        lastStatus = code;
        ValidatorFault now = ValidatorFault.ofStatus(code);
        int detail = now == ValidatorFault.FAILURE && f.dataLength() > 0 ? f.data(0) : 0;
        if (now == deviceFault && detail == deviceFaultDetail) {
            return;
        }
        if (deviceFault != null) {
            events.emit(new BillEvent.FaultCleared(deviceFault, events.now()));
        }
        deviceFault = now;
        deviceFaultDetail = detail;
        if (now != null) {
            events.emit(new BillEvent.FaultRaised(now, detail, events.now()));
        }
    }

    void raiseLedgerFault() {
        if (!ledgerFault) {
            ledgerFault = true;
            events.emit(new BillEvent.FaultRaised(ValidatorFault.LEDGER_FAILED, 0, events.now()));
        }
    }

    BillValidatorStatus status(boolean ready, boolean accepting, boolean settingsUnconfirmed) {
        Set<ValidatorFault> faults = EnumSet.noneOf(ValidatorFault.class);
        if (settingsUnconfirmed) {
            faults.add(ValidatorFault.SETTINGS_UNCONFIRMED);
        }
        if (deviceFault != null) {
            faults.add(deviceFault);
        }
        if (lossReported) {
            faults.add(ValidatorFault.COMMUNICATION_LOST);
        }
        if (ledgerFault) {
            faults.add(ValidatorFault.LEDGER_FAILED);
        }
        return new BillValidatorStatus(online, ready, accepting, faults, lastStatus, validFrames, failedRequests);
    }
}
