"""PLACEHOLDER: reference semantics of the control_flow ops."""
