package io.opencab.app.verify;

/**
 * The foreign code of the option-route tests ({@link LaunchRoutesTest}): a Java agent that marks the JVM it
 * ran in, as an attacker's agent would run before the cabinet's check.
 */
public final class TestAgent {
    /** Set by the agent in the JVM it was loaded into. */
    static final String MARK = "opencab.test.agent";

    private TestAgent() {
    }

    /** Loaded at start-up ({@code -javaagent}). */
    public static void premain(String options) {
        System.setProperty(MARK, "ran");
    }

    /** Loaded into a running JVM (attach: {@code jcmd <pid> JVMTI.agent_load}). */
    public static void agentmain(String options) {
        System.err.println("test agent attached");
    }
}
