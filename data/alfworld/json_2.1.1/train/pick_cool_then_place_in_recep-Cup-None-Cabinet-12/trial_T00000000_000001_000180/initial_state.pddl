(define (problem plan_trial_T00000000_000001_000180)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        SpatulaType - otype
        Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24 - object
        Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19 - object
        Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68 - object
        Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67 - object
        ButterKnife_bar__plus_02_dot_40_bar__plus_00_dot_86_bar__minus_02_dot_81 - object
        Spatula_bar__plus_00_dot_50_bar__plus_01_dot_40_bar__plus_00_dot_44 - object
        Spatula_bar__plus_00_dot_41_bar__plus_00_dot_34_bar__minus_00_dot_87 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_11_bar_10_bar_3_bar_30 - location
        loc_bar_1_bar_11_bar_3_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_1_bar_9_bar_1_bar_30 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar_10_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_01_dot_39_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpatulaType)
        (objectType Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24 CupType)
        (inReceptacle Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24)
        (cleanable Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24)
        (heatable Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24)
        (coolable Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24)
        (isReceptacleObject Cup_bar__plus_02_dot_13_bar__plus_01_dot_01_bar__plus_02_dot_24)
        (objectType Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19 CupType)
        (inReceptacle Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19)
        (cleanable Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19)
        (heatable Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19)
        (coolable Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19)
        (isReceptacleObject Cup_bar__minus_02_dot_78_bar__plus_00_dot_60_bar__minus_02_dot_19)
        (objectType Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68 Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (objectAtLocation Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68 loc_bar_1_bar_6_bar_1_bar_0)
        (pickupable Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68)
        (cleanable Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68)
        (coolable Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68)
        (isReceptacleObject Bowl_bar__minus_01_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_68)
        (objectType Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (objectAtLocation Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67)
        (cleanable Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67)
        (coolable Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67)
        (isReceptacleObject Bowl_bar__minus_01_dot_85_bar__plus_01_dot_46_bar__minus_02_dot_67)
        (objectType ButterKnife_bar__plus_02_dot_40_bar__plus_00_dot_86_bar__minus_02_dot_81 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_40_bar__plus_00_dot_86_bar__minus_02_dot_81 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation ButterKnife_bar__plus_02_dot_40_bar__plus_00_dot_86_bar__minus_02_dot_81 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_40_bar__plus_00_dot_86_bar__minus_02_dot_81)
        (cleanable ButterKnife_bar__plus_02_dot_40_bar__plus_00_dot_86_bar__minus_02_dot_81)
        (objectType Spatula_bar__plus_00_dot_50_bar__plus_01_dot_40_bar__plus_00_dot_44 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_50_bar__plus_01_dot_40_bar__plus_00_dot_44 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation Spatula_bar__plus_00_dot_50_bar__plus_01_dot_40_bar__plus_00_dot_44 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable Spatula_bar__plus_00_dot_50_bar__plus_01_dot_40_bar__plus_00_dot_44)
        (cleanable Spatula_bar__plus_00_dot_50_bar__plus_01_dot_40_bar__plus_00_dot_44)
        (objectType Spatula_bar__plus_00_dot_41_bar__plus_00_dot_34_bar__minus_00_dot_87 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_41_bar__plus_00_dot_34_bar__minus_00_dot_87 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Spatula_bar__plus_00_dot_41_bar__plus_00_dot_34_bar__minus_00_dot_87 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Spatula_bar__plus_00_dot_41_bar__plus_00_dot_34_bar__minus_00_dot_87)
        (cleanable Spatula_bar__plus_00_dot_41_bar__plus_00_dot_34_bar__minus_00_dot_87)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
