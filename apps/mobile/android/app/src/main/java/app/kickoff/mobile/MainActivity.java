package app.kickoff.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
