(define (problem plan_trial_T00000000_000001_000129)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PepperShakerType - otype
        PlateType - otype
        PotatoType - otype
        SaltShakerType - otype
        Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40 - object
        Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90 - object
        Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35 - object
        Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85 - object
        Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17 - object
        ButterKnife_bar__plus_00_dot_10_bar__plus_01_dot_50_bar__minus_01_dot_40 - object
        ButterKnife_bar__minus_00_dot_50_bar__plus_01_dot_28_bar__minus_01_dot_02 - object
        Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18 - object
        Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73 - object
        PepperShaker_bar__minus_01_dot_55_bar__plus_00_dot_65_bar__plus_01_dot_91 - object
        Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72 - object
        SaltShaker_bar__plus_01_dot_57_bar__plus_00_dot_92_bar__minus_01_dot_73 - object
        SaltShaker_bar__minus_02_dot_67_bar__plus_01_dot_30_bar__plus_01_dot_84 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 - receptacle
        Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 - receptacle
        CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin - receptacle
        loc_bar_7_bar_4_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_10_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_4_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (receptacleType Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_8_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_9_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68)
        (receptacleType CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (receptacleType Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (objectType Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40)
        (cleanable Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40)
        (heatable Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40)
        (coolable Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40)
        (isReceptacleObject Plate_bar__minus_02_dot_62_bar__plus_00_dot_27_bar__plus_00_dot_40)
        (objectType Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90 PlateType)
        (inReceptacle Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (objectAtLocation Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (pickupable Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90)
        (cleanable Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90)
        (heatable Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90)
        (coolable Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90)
        (isReceptacleObject Plate_bar__plus_02_dot_20_bar__plus_00_dot_80_bar__plus_00_dot_90)
        (objectType Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (pickupable Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35)
        (cleanable Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35)
        (heatable Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35)
        (coolable Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35)
        (sliceable Apple_bar__plus_02_dot_33_bar__plus_00_dot_56_bar__minus_00_dot_35)
        (objectType Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (pickupable Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85)
        (cleanable Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85)
        (heatable Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85)
        (coolable Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85)
        (sliceable Apple_bar__minus_01_dot_00_bar__plus_00_dot_55_bar__plus_00_dot_85)
        (objectType Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (objectAtLocation Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (pickupable Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17)
        (cleanable Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17)
        (coolable Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17)
        (isReceptacleObject Bowl_bar__plus_02_dot_01_bar__plus_01_dot_24_bar__minus_02_dot_17)
        (objectType ButterKnife_bar__plus_00_dot_10_bar__plus_01_dot_50_bar__minus_01_dot_40 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_10_bar__plus_01_dot_50_bar__minus_01_dot_40 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__plus_00_dot_10_bar__plus_01_dot_50_bar__minus_01_dot_40 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_10_bar__plus_01_dot_50_bar__minus_01_dot_40)
        (cleanable ButterKnife_bar__plus_00_dot_10_bar__plus_01_dot_50_bar__minus_01_dot_40)
        (objectType ButterKnife_bar__minus_00_dot_50_bar__plus_01_dot_28_bar__minus_01_dot_02 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_50_bar__plus_01_dot_28_bar__minus_01_dot_02 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation ButterKnife_bar__minus_00_dot_50_bar__plus_01_dot_28_bar__minus_01_dot_02 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_50_bar__plus_01_dot_28_bar__minus_01_dot_02)
        (cleanable ButterKnife_bar__minus_00_dot_50_bar__plus_01_dot_28_bar__minus_01_dot_02)
        (objectType Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18 PanType)
        (inReceptacle Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18 Cabinet_bar__minus_01_dot_38_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (objectAtLocation Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18 loc_bar__minus_8_bar__minus_10_bar_2_bar_30)
        (pickupable Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18)
        (cleanable Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18)
        (coolable Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18)
        (isReceptacleObject Pan_bar__minus_00_dot_34_bar__plus_01_dot_45_bar__minus_02_dot_18)
        (objectType Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73 PanType)
        (inReceptacle Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73 Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (objectAtLocation Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (pickupable Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73)
        (cleanable Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73)
        (coolable Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73)
        (isReceptacleObject Pan_bar__minus_01_dot_69_bar__plus_01_dot_40_bar__plus_02_dot_73)
        (objectType PepperShaker_bar__minus_01_dot_55_bar__plus_00_dot_65_bar__plus_01_dot_91 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_55_bar__plus_00_dot_65_bar__plus_01_dot_91 Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68)
        (objectAtLocation PepperShaker_bar__minus_01_dot_55_bar__plus_00_dot_65_bar__plus_01_dot_91 loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30)
        (pickupable PepperShaker_bar__minus_01_dot_55_bar__plus_00_dot_65_bar__plus_01_dot_91)
        (objectType Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72 CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09)
        (objectAtLocation Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72)
        (cleanable Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72)
        (heatable Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72)
        (coolable Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72)
        (sliceable Potato_bar__minus_00_dot_40_bar__plus_00_dot_88_bar__minus_01_dot_72)
        (objectType SaltShaker_bar__plus_01_dot_57_bar__plus_00_dot_92_bar__minus_01_dot_73 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_57_bar__plus_00_dot_92_bar__minus_01_dot_73 Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (objectAtLocation SaltShaker_bar__plus_01_dot_57_bar__plus_00_dot_92_bar__minus_01_dot_73 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (pickupable SaltShaker_bar__plus_01_dot_57_bar__plus_00_dot_92_bar__minus_01_dot_73)
        (objectType SaltShaker_bar__minus_02_dot_67_bar__plus_01_dot_30_bar__plus_01_dot_84 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_67_bar__plus_01_dot_30_bar__plus_01_dot_84 Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68)
        (objectAtLocation SaltShaker_bar__minus_02_dot_67_bar__plus_01_dot_30_bar__plus_01_dot_84 loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30)
        (pickupable SaltShaker_bar__minus_02_dot_67_bar__plus_01_dot_30_bar__plus_01_dot_84)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
