(define (problem plan_trial_T00000000_000001_000003)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        PepperShakerType - otype
        PotatoType - otype
        SaltShakerType - otype
        SpatulaType - otype
        SpoonType - otype
        Spatula_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_00_dot_86 - object
        Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09 - object
        Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77 - object
        Kettle_bar__minus_00_dot_56_bar__plus_01_dot_14_bar__minus_01_dot_93 - object
        Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69 - object
        Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19 - object
        Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45 - object
        PepperShaker_bar__plus_00_dot_57_bar__plus_00_dot_96_bar__minus_02_dot_29 - object
        Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27 - object
        SaltShaker_bar__plus_02_dot_17_bar__plus_01_dot_02_bar__plus_01_dot_35 - object
        Spoon_bar__minus_00_dot_76_bar__plus_01_dot_39_bar__minus_01_dot_01 - object
        Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_1_bar_7_bar_2_bar_30 - location
        loc_bar_2_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        loc_bar__minus_1_bar_7_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_12_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_2_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (receptacleType Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Spatula_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_00_dot_86 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_00_dot_86 Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation Spatula_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_00_dot_86 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (pickupable Spatula_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_00_dot_86)
        (cleanable Spatula_bar__plus_01_dot_51_bar__plus_01_dot_17_bar__plus_00_dot_86)
        (objectType Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09)
        (heatable Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09)
        (coolable Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09)
        (sliceable Bread_bar__minus_02_dot_29_bar__plus_01_dot_11_bar__minus_00_dot_09)
        (objectType Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77)
        (heatable Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77)
        (coolable Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77)
        (sliceable Bread_bar__minus_02_dot_02_bar__plus_00_dot_69_bar__plus_02_dot_77)
        (objectType Kettle_bar__minus_00_dot_56_bar__plus_01_dot_14_bar__minus_01_dot_93 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_56_bar__plus_01_dot_14_bar__minus_01_dot_93 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Kettle_bar__minus_00_dot_56_bar__plus_01_dot_14_bar__minus_01_dot_93 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Kettle_bar__minus_00_dot_56_bar__plus_01_dot_14_bar__minus_01_dot_93)
        (cleanable Kettle_bar__minus_00_dot_56_bar__plus_01_dot_14_bar__minus_01_dot_93)
        (objectType Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69)
        (cleanable Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69)
        (coolable Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69)
        (sliceable Lettuce_bar__minus_01_dot_06_bar__plus_00_dot_53_bar__minus_02_dot_69)
        (objectType Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19 PanType)
        (inReceptacle Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19 Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (pickupable Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19)
        (cleanable Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19)
        (coolable Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19)
        (isReceptacleObject Pan_bar__plus_01_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_19)
        (objectType Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45 PanType)
        (inReceptacle Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45 Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (objectAtLocation Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (pickupable Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45)
        (cleanable Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45)
        (coolable Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45)
        (isReceptacleObject Pan_bar__plus_01_dot_50_bar__plus_01_dot_41_bar__minus_00_dot_45)
        (objectType PepperShaker_bar__plus_00_dot_57_bar__plus_00_dot_96_bar__minus_02_dot_29 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_57_bar__plus_00_dot_96_bar__minus_02_dot_29 Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation PepperShaker_bar__plus_00_dot_57_bar__plus_00_dot_96_bar__minus_02_dot_29 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (pickupable PepperShaker_bar__plus_00_dot_57_bar__plus_00_dot_96_bar__minus_02_dot_29)
        (objectType Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (objectAtLocation Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27 loc_bar_3_bar_9_bar_1_bar_30)
        (pickupable Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27)
        (cleanable Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27)
        (heatable Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27)
        (coolable Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27)
        (sliceable Potato_bar__plus_00_dot_20_bar__plus_01_dot_24_bar__plus_02_dot_27)
        (objectType SaltShaker_bar__plus_02_dot_17_bar__plus_01_dot_02_bar__plus_01_dot_35 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_17_bar__plus_01_dot_02_bar__plus_01_dot_35 Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation SaltShaker_bar__plus_02_dot_17_bar__plus_01_dot_02_bar__plus_01_dot_35 loc_bar_2_bar_4_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_17_bar__plus_01_dot_02_bar__plus_01_dot_35)
        (objectType Spoon_bar__minus_00_dot_76_bar__plus_01_dot_39_bar__minus_01_dot_01 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_76_bar__plus_01_dot_39_bar__minus_01_dot_01 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Spoon_bar__minus_00_dot_76_bar__plus_01_dot_39_bar__minus_01_dot_01 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Spoon_bar__minus_00_dot_76_bar__plus_01_dot_39_bar__minus_01_dot_01)
        (cleanable Spoon_bar__minus_00_dot_76_bar__plus_01_dot_39_bar__minus_01_dot_01)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
