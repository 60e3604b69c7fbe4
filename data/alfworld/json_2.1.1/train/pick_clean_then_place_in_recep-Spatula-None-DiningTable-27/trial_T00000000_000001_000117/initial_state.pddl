(define (problem plan_trial_T00000000_000001_000117)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        SpatulaType - otype
        TomatoType - otype
        Spatula_bar__minus_02_dot_26_bar__plus_00_dot_88_bar__minus_01_dot_69 - object
        Spatula_bar__plus_02_dot_22_bar__plus_01_dot_49_bar__minus_02_dot_05 - object
        Spatula_bar__minus_02_dot_15_bar__plus_01_dot_26_bar__minus_00_dot_22 - object
        Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41 - object
        Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97 - object
        Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12 - object
        Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25 - object
        Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64 - object
        PepperShaker_bar__minus_00_dot_94_bar__plus_01_dot_44_bar__plus_00_dot_02 - object
        PepperShaker_bar__minus_01_dot_12_bar__plus_00_dot_42_bar__plus_01_dot_90 - object
        Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46 - object
        Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96 - object
        Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar_0 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_6_bar_1_bar_0 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_4_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_1_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_11_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_11_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_4_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87 loc_bar_3_bar_4_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 loc_bar_5_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 loc_bar_3_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 loc_bar_3_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 loc_bar_4_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (objectType Spatula_bar__minus_02_dot_26_bar__plus_00_dot_88_bar__minus_01_dot_69 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_26_bar__plus_00_dot_88_bar__minus_01_dot_69 Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation Spatula_bar__minus_02_dot_26_bar__plus_00_dot_88_bar__minus_01_dot_69 loc_bar_3_bar_8_bar_3_bar_30)
        (pickupable Spatula_bar__minus_02_dot_26_bar__plus_00_dot_88_bar__minus_01_dot_69)
        (cleanable Spatula_bar__minus_02_dot_26_bar__plus_00_dot_88_bar__minus_01_dot_69)
        (objectType Spatula_bar__plus_02_dot_22_bar__plus_01_dot_49_bar__minus_02_dot_05 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_22_bar__plus_01_dot_49_bar__minus_02_dot_05 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Spatula_bar__plus_02_dot_22_bar__plus_01_dot_49_bar__minus_02_dot_05 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Spatula_bar__plus_02_dot_22_bar__plus_01_dot_49_bar__minus_02_dot_05)
        (cleanable Spatula_bar__plus_02_dot_22_bar__plus_01_dot_49_bar__minus_02_dot_05)
        (objectType Spatula_bar__minus_02_dot_15_bar__plus_01_dot_26_bar__minus_00_dot_22 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_15_bar__plus_01_dot_26_bar__minus_00_dot_22 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_02_dot_15_bar__plus_01_dot_26_bar__minus_00_dot_22 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Spatula_bar__minus_02_dot_15_bar__plus_01_dot_26_bar__minus_00_dot_22)
        (cleanable Spatula_bar__minus_02_dot_15_bar__plus_01_dot_26_bar__minus_00_dot_22)
        (objectType Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41)
        (cleanable Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41)
        (heatable Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41)
        (coolable Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41)
        (sliceable Apple_bar__plus_00_dot_97_bar__plus_00_dot_58_bar__plus_00_dot_41)
        (objectType Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97 CupType)
        (inReceptacle Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97)
        (cleanable Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97)
        (heatable Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97)
        (coolable Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97)
        (isReceptacleObject Cup_bar__minus_00_dot_13_bar__plus_00_dot_23_bar__minus_02_dot_97)
        (objectType Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12 CupType)
        (inReceptacle Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12 Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12)
        (cleanable Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12)
        (heatable Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12)
        (coolable Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12)
        (isReceptacleObject Cup_bar__minus_00_dot_51_bar__plus_01_dot_04_bar__minus_02_dot_12)
        (objectType Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25 MugType)
        (inReceptacle Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25 Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25)
        (cleanable Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25)
        (heatable Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25)
        (coolable Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25)
        (isReceptacleObject Mug_bar__plus_02_dot_70_bar__plus_00_dot_42_bar__plus_00_dot_25)
        (objectType Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64 MugType)
        (inReceptacle Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64 Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_00_dot_87)
        (objectAtLocation Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64)
        (cleanable Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64)
        (heatable Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64)
        (coolable Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64)
        (isReceptacleObject Mug_bar__plus_02_dot_90_bar__plus_01_dot_13_bar__plus_00_dot_64)
        (objectType PepperShaker_bar__minus_00_dot_94_bar__plus_01_dot_44_bar__plus_00_dot_02 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_94_bar__plus_01_dot_44_bar__plus_00_dot_02 Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation PepperShaker_bar__minus_00_dot_94_bar__plus_01_dot_44_bar__plus_00_dot_02 loc_bar_3_bar_6_bar_0_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_94_bar__plus_01_dot_44_bar__plus_00_dot_02)
        (objectType PepperShaker_bar__minus_01_dot_12_bar__plus_00_dot_42_bar__plus_01_dot_90 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_12_bar__plus_00_dot_42_bar__plus_01_dot_90 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (objectAtLocation PepperShaker_bar__minus_01_dot_12_bar__plus_00_dot_42_bar__plus_01_dot_90 loc_bar_5_bar_2_bar_1_bar_0)
        (pickupable PepperShaker_bar__minus_01_dot_12_bar__plus_00_dot_42_bar__plus_01_dot_90)
        (objectType Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46)
        (cleanable Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46)
        (heatable Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46)
        (coolable Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46)
        (sliceable Tomato_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_46)
        (objectType Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96)
        (cleanable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96)
        (heatable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96)
        (coolable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96)
        (sliceable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_87_bar__minus_01_dot_96)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
