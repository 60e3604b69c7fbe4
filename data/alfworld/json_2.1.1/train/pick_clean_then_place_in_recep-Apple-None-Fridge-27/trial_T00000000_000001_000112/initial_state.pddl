(define (problem plan_trial_T00000000_000001_000112)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68 - object
        Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16 - object
        Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49 - object
        Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30 - object
        Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43 - object
        Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19 - object
        Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 - receptacle
        Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        loc_bar_3_bar_5_bar_1_bar_30 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_7_bar_3_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        loc_bar_5_bar__minus_1_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar_5_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 loc_bar_4_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (receptacleType Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_4_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 loc_bar_5_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (openable Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (objectType Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68)
        (cleanable Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68)
        (heatable Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68)
        (coolable Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68)
        (sliceable Apple_bar__minus_00_dot_65_bar__plus_00_dot_29_bar__plus_01_dot_68)
        (objectType Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (cleanable Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (heatable Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (coolable Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (sliceable Apple_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__minus_01_dot_16)
        (objectType Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49 CupType)
        (inReceptacle Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49 Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49)
        (cleanable Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49)
        (heatable Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49)
        (coolable Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49)
        (isReceptacleObject Cup_bar__plus_00_dot_73_bar__plus_01_dot_34_bar__plus_01_dot_49)
        (objectType Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30)
        (cleanable Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30)
        (heatable Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30)
        (coolable Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30)
        (isReceptacleObject Plate_bar__plus_01_dot_54_bar__plus_00_dot_27_bar__minus_02_dot_30)
        (objectType Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (objectAtLocation Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43 loc_bar_5_bar_1_bar_1_bar_0)
        (pickupable Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43)
        (cleanable Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43)
        (heatable Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43)
        (coolable Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43)
        (isReceptacleObject Plate_bar__minus_00_dot_95_bar__plus_00_dot_65_bar__plus_02_dot_43)
        (objectType Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19 PotType)
        (inReceptacle Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19)
        (cleanable Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19)
        (coolable Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19)
        (isReceptacleObject Pot_bar__minus_01_dot_29_bar__plus_01_dot_22_bar__minus_00_dot_19)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
