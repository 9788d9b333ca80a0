package io.opencab.hal.bill.id003;

/** What {@link Id003Emulator} counts of the host's requests. Used under the emulator's lock. */
final class Id003RequestLog {
    private long requests;
    private long statusRequests;
    private long resets;
    private int commandRun; // commands since the last status request
    private int longestCommandRun;

    void received(Id003Frame f) {
        requests++;
        if (f.command() == Id003Codes.STATUS_REQUEST) {
            statusRequests++;
            commandRun = 0;
        } else {
            longestCommandRun = Math.max(longestCommandRun, ++commandRun);
            if (f.command() == Id003Codes.RESET) {
                resets++;
            }
        }
    }

    long requests() {
        return requests;
    }

    long statusRequests() {
        return statusRequests;
    }

    long resets() {
        return resets;
    }

    int longestCommandRun() {
        return longestCommandRun;
    }
}
