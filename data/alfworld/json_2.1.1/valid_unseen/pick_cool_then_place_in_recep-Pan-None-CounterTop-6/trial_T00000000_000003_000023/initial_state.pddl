(define (problem plan_trial_T00000000_000003_000023)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PlateType - otype
        PotType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99 - object
        Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24 - object
        Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71 - object
        Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30 - object
        Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00 - object
        ButterKnife_bar__minus_00_dot_87_bar__plus_01_dot_47_bar__plus_01_dot_88 - object
        Knife_bar__minus_00_dot_22_bar__plus_00_dot_34_bar__plus_01_dot_83 - object
        Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15 - object
        Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79 - object
        SaltShaker_bar__plus_02_dot_85_bar__plus_00_dot_72_bar__minus_01_dot_78 - object
        SaltShaker_bar__plus_00_dot_70_bar__plus_00_dot_28_bar__plus_00_dot_71 - object
        SoapBottle_bar__plus_01_dot_67_bar__plus_00_dot_07_bar__plus_01_dot_83 - object
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_69 - receptacle
        CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09 - receptacle
        CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_00_dot_90 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37 - receptacle
        Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 - receptacle
        GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 - receptacle
        Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 - receptacle
        Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin - receptacle
        loc_bar_0_bar_8_bar_1_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar_9_bar_2_bar_30 - location
        loc_bar__minus_6_bar_5_bar_3_bar_30 - location
        loc_bar__minus_6_bar_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar_10_bar_3_bar_30 - location
        loc_bar__minus_7_bar_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_7_bar_8_bar_3_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar_8_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_69 loc_bar__minus_7_bar_8_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_69)
        (receptacleType CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09 loc_bar__minus_1_bar_9_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_00_dot_90 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_00_dot_90 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_00_dot_90)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_37)
        (receptacleType Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (receptacleType GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_68 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 loc_bar__minus_7_bar_10_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44)
        (receptacleType Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (objectType Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99 PanType)
        (inReceptacle Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_69)
        (objectAtLocation Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99 loc_bar__minus_7_bar_8_bar_3_bar_0)
        (pickupable Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99)
        (cleanable Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99)
        (coolable Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99)
        (isReceptacleObject Pan_bar__minus_02_dot_35_bar__plus_01_dot_29_bar__minus_00_dot_99)
        (objectType Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24 PanType)
        (inReceptacle Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_69)
        (objectAtLocation Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24 loc_bar__minus_7_bar_8_bar_3_bar_0)
        (pickupable Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24)
        (cleanable Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24)
        (coolable Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24)
        (isReceptacleObject Pan_bar__minus_01_dot_98_bar__plus_00_dot_40_bar__minus_02_dot_24)
        (objectType Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71 PanType)
        (inReceptacle Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41)
        (objectAtLocation Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71)
        (cleanable Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71)
        (coolable Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71)
        (isReceptacleObject Pan_bar__plus_02_dot_61_bar__plus_00_dot_22_bar__minus_02_dot_71)
        (objectType Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30 Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (objectAtLocation Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (pickupable Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30)
        (cleanable Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30)
        (heatable Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30)
        (coolable Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30)
        (sliceable Apple_bar__plus_00_dot_68_bar__plus_01_dot_20_bar__plus_02_dot_30)
        (objectType Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00 CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32)
        (objectAtLocation Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00)
        (cleanable Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00)
        (heatable Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00)
        (coolable Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00)
        (sliceable Apple_bar__plus_00_dot_08_bar__plus_00_dot_52_bar__minus_00_dot_00)
        (objectType ButterKnife_bar__minus_00_dot_87_bar__plus_01_dot_47_bar__plus_01_dot_88 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_87_bar__plus_01_dot_47_bar__plus_01_dot_88 CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32)
        (objectAtLocation ButterKnife_bar__minus_00_dot_87_bar__plus_01_dot_47_bar__plus_01_dot_88 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_87_bar__plus_01_dot_47_bar__plus_01_dot_88)
        (cleanable ButterKnife_bar__minus_00_dot_87_bar__plus_01_dot_47_bar__plus_01_dot_88)
        (objectType Knife_bar__minus_00_dot_22_bar__plus_00_dot_34_bar__plus_01_dot_83 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_22_bar__plus_00_dot_34_bar__plus_01_dot_83 CounterTop_bar__minus_01_dot_49_bar__plus_00_dot_95_bar__plus_01_dot_32)
        (objectAtLocation Knife_bar__minus_00_dot_22_bar__plus_00_dot_34_bar__plus_01_dot_83 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable Knife_bar__minus_00_dot_22_bar__plus_00_dot_34_bar__plus_01_dot_83)
        (cleanable Knife_bar__minus_00_dot_22_bar__plus_00_dot_34_bar__plus_01_dot_83)
        (objectType Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15 PlateType)
        (inReceptacle Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15 Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin)
        (objectAtLocation Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15)
        (cleanable Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15)
        (heatable Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15)
        (coolable Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15)
        (isReceptacleObject Plate_bar__plus_02_dot_41_bar__plus_00_dot_25_bar__minus_01_dot_15)
        (objectType Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79 PotType)
        (inReceptacle Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79 CounterTop_bar__minus_00_dot_36_bar__plus_00_dot_95_bar__plus_01_dot_09)
        (objectAtLocation Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79 loc_bar__minus_1_bar_9_bar_2_bar_30)
        (pickupable Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79)
        (cleanable Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79)
        (coolable Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79)
        (isReceptacleObject Pot_bar__plus_01_dot_01_bar__plus_00_dot_16_bar__minus_02_dot_79)
        (objectType SaltShaker_bar__plus_02_dot_85_bar__plus_00_dot_72_bar__minus_01_dot_78 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_85_bar__plus_00_dot_72_bar__minus_01_dot_78 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_00_dot_90)
        (objectAtLocation SaltShaker_bar__plus_02_dot_85_bar__plus_00_dot_72_bar__minus_01_dot_78 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (pickupable SaltShaker_bar__plus_02_dot_85_bar__plus_00_dot_72_bar__minus_01_dot_78)
        (objectType SaltShaker_bar__plus_00_dot_70_bar__plus_00_dot_28_bar__plus_00_dot_71 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_70_bar__plus_00_dot_28_bar__plus_00_dot_71 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__plus_00_dot_90)
        (objectAtLocation SaltShaker_bar__plus_00_dot_70_bar__plus_00_dot_28_bar__plus_00_dot_71 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_70_bar__plus_00_dot_28_bar__plus_00_dot_71)
        (objectType SoapBottle_bar__plus_01_dot_67_bar__plus_00_dot_07_bar__plus_01_dot_83 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_67_bar__plus_00_dot_07_bar__plus_01_dot_83 Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_01_dot_69)
        (objectAtLocation SoapBottle_bar__plus_01_dot_67_bar__plus_00_dot_07_bar__plus_01_dot_83 loc_bar__minus_7_bar_8_bar_3_bar_0)
        (pickupable SoapBottle_bar__plus_01_dot_67_bar__plus_00_dot_07_bar__plus_01_dot_83)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
