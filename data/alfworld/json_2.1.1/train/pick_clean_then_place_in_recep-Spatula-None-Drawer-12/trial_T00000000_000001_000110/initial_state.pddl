(define (problem plan_trial_T00000000_000001_000110)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PepperShakerType - otype
        PlateType - otype
        PotType - otype
        SaltShakerType - otype
        SpatulaType - otype
        SpoonType - otype
        TomatoType - otype
        Spatula_bar__plus_02_dot_97_bar__plus_01_dot_37_bar__plus_01_dot_23 - object
        Spatula_bar__minus_01_dot_11_bar__plus_00_dot_59_bar__minus_02_dot_93 - object
        Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98 - object
        Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00 - object
        PepperShaker_bar__plus_02_dot_58_bar__plus_00_dot_63_bar__minus_00_dot_34 - object
        PepperShaker_bar__minus_02_dot_24_bar__plus_01_dot_45_bar__minus_01_dot_65 - object
        Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21 - object
        Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50 - object
        SaltShaker_bar__minus_01_dot_09_bar__plus_00_dot_94_bar__plus_00_dot_99 - object
        Spoon_bar__plus_02_dot_04_bar__plus_01_dot_07_bar__minus_02_dot_64 - object
        Spoon_bar__plus_02_dot_16_bar__plus_01_dot_38_bar__plus_01_dot_30 - object
        Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59 - object
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar_8_bar_3_bar__minus_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_0_bar__minus_4_bar_0_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_3_bar_3_bar_1_bar_0 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar__minus_4_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar_3_bar_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_0_bar_8_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 loc_bar_0_bar_9_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Spatula_bar__plus_02_dot_97_bar__plus_01_dot_37_bar__plus_01_dot_23 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_97_bar__plus_01_dot_37_bar__plus_01_dot_23 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_02_dot_97_bar__plus_01_dot_37_bar__plus_01_dot_23 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Spatula_bar__plus_02_dot_97_bar__plus_01_dot_37_bar__plus_01_dot_23)
        (cleanable Spatula_bar__plus_02_dot_97_bar__plus_01_dot_37_bar__plus_01_dot_23)
        (objectType Spatula_bar__minus_01_dot_11_bar__plus_00_dot_59_bar__minus_02_dot_93 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_11_bar__plus_00_dot_59_bar__minus_02_dot_93 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39)
        (objectAtLocation Spatula_bar__minus_01_dot_11_bar__plus_00_dot_59_bar__minus_02_dot_93 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable Spatula_bar__minus_01_dot_11_bar__plus_00_dot_59_bar__minus_02_dot_93)
        (cleanable Spatula_bar__minus_01_dot_11_bar__plus_00_dot_59_bar__minus_02_dot_93)
        (objectType Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98 PanType)
        (inReceptacle Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98 Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (objectAtLocation Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98 loc_bar_1_bar_6_bar_1_bar_0)
        (pickupable Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98)
        (cleanable Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98)
        (coolable Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98)
        (isReceptacleObject Pan_bar__minus_02_dot_07_bar__plus_00_dot_76_bar__plus_00_dot_98)
        (objectType Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00 PanType)
        (inReceptacle Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00 Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (objectAtLocation Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00 loc_bar_1_bar_6_bar_1_bar_0)
        (pickupable Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00)
        (cleanable Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00)
        (coolable Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00)
        (isReceptacleObject Pan_bar__plus_00_dot_74_bar__plus_01_dot_43_bar__plus_03_dot_00)
        (objectType PepperShaker_bar__plus_02_dot_58_bar__plus_00_dot_63_bar__minus_00_dot_34 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_58_bar__plus_00_dot_63_bar__minus_00_dot_34 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation PepperShaker_bar__plus_02_dot_58_bar__plus_00_dot_63_bar__minus_00_dot_34 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_58_bar__plus_00_dot_63_bar__minus_00_dot_34)
        (objectType PepperShaker_bar__minus_02_dot_24_bar__plus_01_dot_45_bar__minus_01_dot_65 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_24_bar__plus_01_dot_45_bar__minus_01_dot_65 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation PepperShaker_bar__minus_02_dot_24_bar__plus_01_dot_45_bar__minus_01_dot_65 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable PepperShaker_bar__minus_02_dot_24_bar__plus_01_dot_45_bar__minus_01_dot_65)
        (objectType Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21)
        (cleanable Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21)
        (heatable Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21)
        (coolable Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21)
        (isReceptacleObject Plate_bar__minus_00_dot_78_bar__plus_01_dot_46_bar__plus_00_dot_21)
        (objectType Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50 PotType)
        (inReceptacle Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39)
        (objectAtLocation Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50)
        (cleanable Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50)
        (coolable Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50)
        (isReceptacleObject Pot_bar__plus_01_dot_98_bar__plus_00_dot_44_bar__plus_02_dot_50)
        (objectType SaltShaker_bar__minus_01_dot_09_bar__plus_00_dot_94_bar__plus_00_dot_99 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_09_bar__plus_00_dot_94_bar__plus_00_dot_99 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (objectAtLocation SaltShaker_bar__minus_01_dot_09_bar__plus_00_dot_94_bar__plus_00_dot_99 loc_bar_0_bar_8_bar_3_bar__minus_30)
        (pickupable SaltShaker_bar__minus_01_dot_09_bar__plus_00_dot_94_bar__plus_00_dot_99)
        (objectType Spoon_bar__plus_02_dot_04_bar__plus_01_dot_07_bar__minus_02_dot_64 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_04_bar__plus_01_dot_07_bar__minus_02_dot_64 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_02_dot_04_bar__plus_01_dot_07_bar__minus_02_dot_64 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Spoon_bar__plus_02_dot_04_bar__plus_01_dot_07_bar__minus_02_dot_64)
        (cleanable Spoon_bar__plus_02_dot_04_bar__plus_01_dot_07_bar__minus_02_dot_64)
        (objectType Spoon_bar__plus_02_dot_16_bar__plus_01_dot_38_bar__plus_01_dot_30 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_16_bar__plus_01_dot_38_bar__plus_01_dot_30 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_02_dot_16_bar__plus_01_dot_38_bar__plus_01_dot_30 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Spoon_bar__plus_02_dot_16_bar__plus_01_dot_38_bar__plus_01_dot_30)
        (cleanable Spoon_bar__plus_02_dot_16_bar__plus_01_dot_38_bar__plus_01_dot_30)
        (objectType Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59)
        (cleanable Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59)
        (heatable Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59)
        (coolable Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59)
        (sliceable Tomato_bar__plus_00_dot_13_bar__plus_01_dot_25_bar__minus_01_dot_59)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
